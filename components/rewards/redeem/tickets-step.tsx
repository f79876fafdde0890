'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { winChance } from '@/lib/domain/raffle-chance';
import button from '@/components/ui/button.module.css';
import { REDEEM_TITLE_ID, type AmountStepProps } from './step-heading';
import { maxUnits, noUnits } from './limits';
import { NoUnitsNote } from './no-units';
import { StepActions } from './step-actions';
import { readTicketCount } from './ticket-count';
import styles from './redeem.module.css';

/** In place of a figure while the field stands for no tickets. */
const NONE = '–';

/** The raffle ticket count modal: a stepper, "Alles setzen" and the chance before buying. */
export function TicketsStep(props: AmountStepProps) {
  const { titleRef, reward, balance, value, onChange, onNext, onCancel } = props;
  const t = useTranslations('redeem');
  const max = maxUnits(reward);
  const none = noUnits(reward);
  const unitCost = reward.redeem.unit_cost;
  // The field is the one source: the chance, the cost and what "Weiter" buys are what it shows. A
  // field that stands for no tickets says why and "Weiter" waits; more than the most shows the most.
  const [raw, setRaw] = useState(() => String(Math.max(1, Math.min(value, max))));
  const [clampedByTyping, setClamped] = useState(false);
  const { count, problem, clamped: overMax } = readTicketCount(raw, max);
  // The most can drop while the step is open (the reward read again, less stock or balance): a number
  // typed above it becomes the most, as if typed now, so "Weiter" buys what the field shows (React's
  // state adjusted while rendering; typing stores the most itself, so only a drop gets here).
  if (overMax) {
    setRaw(String(count));
    setClamped(true);
  }
  // "We set the most" holds while the field shows the most; should the most rise again, the plain hint.
  const clamped = clampedByTyping && count === max;
  const show = (next: string) => {
    const read = readTicketCount(next, max);
    setClamped(read.clamped);
    setRaw(read.clamped ? String(read.count) : next);
    if (read.count !== null) onChange(read.count);
  };
  const raffle = reward.raffle;
  const mine = reward.my?.units ?? 0;
  const chance =
    count === null
      ? null
      : winChance({
          mine: mine + count,
          total: (raffle?.tickets_total ?? 0) + count,
          participants: (raffle?.participants ?? 0) + (mine > 0 ? 0 : 1),
          winners: raffle?.winners ?? 1,
        });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // Enter in the field too: never on with a number the field does not show.
        if (none || count === null) return;
        onChange(count);
        onNext();
      }}
    >
      <h2 className={styles.title} id={REDEEM_TITLE_ID} ref={titleRef} tabIndex={-1}>
        {t('tickets.title')}
      </h2>
      <p className={styles.text}>{t('tickets.intro', { cost: unitCost })}</p>
      {none ? (
        <NoUnitsNote reward={reward} why={none} onClose={onCancel} />
      ) : (
        <>
          <label className={styles.label} htmlFor="redeem-tickets">
            {t('tickets.count')}
          </label>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.stepButton}
              onClick={() => count && show(String(count - 1))}
              disabled={count === null || count <= 1}
              aria-label={t('tickets.less')}
            >
              −
            </button>
            <input
              id="redeem-tickets"
              className={`${styles.input} ${styles.stepInput}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={raw}
              onChange={(e) => show(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'redeem-tickets-problem redeem-tickets-max' : 'redeem-tickets-max'}
            />
            <button
              type="button"
              className={styles.stepButton}
              onClick={() => show(String((count ?? 0) + 1))}
              disabled={count !== null && count >= max}
              aria-label={t('tickets.more')}
            >
              +
            </button>
          </div>
          {problem ? (
            <p className={styles.error} role="alert" id="redeem-tickets-problem" data-testid="redeem-tickets-problem">
              {t(`tickets.${problem}`)}
            </p>
          ) : null}
          <p className={styles.hint} id="redeem-tickets-max" role="status" data-testid="redeem-tickets-max">
            {clamped ? t('tickets.clamped', { count: max }) : t('tickets.max', { count: max })}
          </p>
          <button
            type="button"
            className={`${button.button} ${button.secondary} ${styles.allIn}`}
            onClick={() => show(String(max))}
            aria-pressed={count === max}
            data-testid="redeem-all-in"
          >
            {t('tickets.allIn')}
          </button>
          <div className={styles.chance} aria-live="polite">
            <span>{count === null ? t('tickets.chanceNone') : t('tickets.chance', { count })}</span>
            <strong data-testid="redeem-chance">{chance === null ? NONE : t('tickets.chanceValue', { chance })}</strong>
          </div>
          <dl className={styles.summary}>
            <div>
              <dt>{t('confirm.cost')}</dt>
              <dd data-testid="redeem-tickets-cost">{count === null ? NONE : t('confirm.points', { points: count * unitCost })}</dd>
            </div>
            <div>
              <dt>{t('confirm.balanceAfter')}</dt>
              <dd>{count === null ? NONE : t('confirm.points', { points: balance - count * unitCost })}</dd>
            </div>
          </dl>
          {/* Waits while the field stands for no tickets. */}
          <StepActions problemId={problem ? 'redeem-tickets-problem' : null} onCancel={onCancel} />
        </>
      )}
    </form>
  );
}
