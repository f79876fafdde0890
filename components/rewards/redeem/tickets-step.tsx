'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { winChance } from '@/lib/domain/raffle-chance';
import button from '@/components/ui/button.module.css';
import { REDEEM_TITLE_ID, type AmountStepProps } from './step-heading';
import { maxUnits } from './limits';
import styles from './redeem.module.css';

/** The raffle ticket count modal: a stepper, "Alles setzen" and the chance before buying. */
export function TicketsStep(props: AmountStepProps) {
  const { titleRef, reward, balance, value, onChange, onNext, onCancel } = props;
  const t = useTranslations('redeem');
  const max = maxUnits(reward);
  const unitCost = reward.redeem.unit_cost;
  const n = Math.max(1, Math.min(value, max));
  const mine = reward.my?.units ?? 0;
  const total = reward.raffle?.tickets_total ?? 0;
  const chance = winChance(mine + n, total + n, reward.raffle?.winners ?? 1);
  const set = (v: number) => {
    setTyped(null);
    setClamped(false);
    onChange(Math.max(1, Math.min(Number.isFinite(v) ? Math.floor(v) : 1, max)));
  };
  // What is being typed may be empty for a moment; the count follows valid input. More than the
  // most there can be shows the most at once and says so (the field never shows what is not used).
  const [typed, setTyped] = useState<string | null>(null);
  const [clamped, setClamped] = useState(false);
  const type = (raw: string) => {
    const v = Number(raw);
    const over = raw !== '' && Number.isInteger(v) && v > max;
    setClamped(over);
    setTyped(over ? null : raw);
    if (raw !== '' && Number.isInteger(v) && v >= 1) onChange(Math.min(v, max));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTyped(null);
        onChange(n);
        onNext();
      }}
    >
      <h2 className={styles.title} id={REDEEM_TITLE_ID} ref={titleRef} tabIndex={-1}>
        {t('tickets.title')}
      </h2>
      <p className={styles.text}>{t('tickets.intro', { cost: unitCost })}</p>
      {max < 1 ? (
        <p className={styles.error} role="alert">
          {t('tickets.none')}
        </p>
      ) : (
        <>
          <label className={styles.label} htmlFor="redeem-tickets">
            {t('tickets.count')}
          </label>
          <div className={styles.stepper}>
            <button type="button" className={styles.stepButton} onClick={() => set(n - 1)} disabled={n <= 1} aria-label={t('tickets.less')}>
              −
            </button>
            <input
              id="redeem-tickets"
              className={`${styles.input} ${styles.stepInput}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={typed ?? n}
              onChange={(e) => type(e.target.value)}
              onBlur={() => setTyped(null)}
              aria-describedby="redeem-tickets-max"
            />
            <button type="button" className={styles.stepButton} onClick={() => set(n + 1)} disabled={n >= max} aria-label={t('tickets.more')}>
              +
            </button>
          </div>
          <p className={styles.hint} id="redeem-tickets-max" role="status" data-testid="redeem-tickets-max">
            {clamped ? t('tickets.clamped', { count: max }) : t('tickets.max', { count: max })}
          </p>
          <button type="button" className={`${button.button} ${button.secondary} ${styles.allIn}`} onClick={() => set(max)} aria-pressed={n === max} data-testid="redeem-all-in">
            {t('tickets.allIn')}
          </button>
          <div className={styles.chance} aria-live="polite">
            <span>{t('tickets.chance', { count: n })}</span>
            <strong data-testid="redeem-chance">{t('tickets.chanceValue', { chance })}</strong>
          </div>
          <dl className={styles.summary}>
            <div>
              <dt>{t('confirm.cost')}</dt>
              <dd data-testid="redeem-tickets-cost">{t('confirm.points', { points: n * unitCost })}</dd>
            </div>
            <div>
              <dt>{t('confirm.balanceAfter')}</dt>
              <dd>{t('confirm.points', { points: balance - n * unitCost })}</dd>
            </div>
          </dl>
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className={button.button} disabled={max < 1}>
          {t('next')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
