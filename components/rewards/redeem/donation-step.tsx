'use client';
import { useTranslations } from 'next-intl';
import { REDEEM_TITLE_ID, type AmountStepProps } from './step-heading';
import { donationProblem } from './donation-amount';
import { maxUnits, noUnits } from './limits';
import { NoUnitsNote } from './no-units';
import { StepActions } from './step-actions';
import styles from './redeem.module.css';

const QUICK = [10, 50, 100];

/** The donation modal: an amount of Räppli, with quick picks and "Alles". */
export function DonationStep(props: AmountStepProps) {
  const { titleRef, reward, value, onChange, onNext, onCancel } = props;
  const t = useTranslations('redeem');
  const max = maxUnits(reward);
  const none = noUnits(reward);
  // Why "Weiter" waits: an emptied field, whole Räppli, at least one, at most the balance.
  const why = donationProblem(value, max);
  const valid = why === null && !none;
  const problem = why === null ? null : why === 'atMost' ? t('donation.atMost', { max }) : t(`donation.${why}`);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onNext();
      }}
    >
      <h2 className={styles.title} id={REDEEM_TITLE_ID} ref={titleRef} tabIndex={-1}>
        {t('donation.title')}
      </h2>
      <p className={styles.text}>{t('donation.intro', { title: reward.title })}</p>
      {none ? (
        <NoUnitsNote reward={reward} why={none} onClose={onCancel} />
      ) : (
        <>
          <label className={styles.field}>
            <span className={styles.label}>
              {t('donation.amount')}{' '}
              <span aria-hidden="true" className={styles.required}>
                *
              </span>
            </span>
            <input
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={Number.isFinite(value) ? value : ''}
              onChange={(e) => onChange(e.target.valueAsNumber)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'redeem-donation-problem redeem-donation-max' : 'redeem-donation-max'}
              data-testid="redeem-amount"
              required
            />
          </label>
          {problem ? (
            <p className={styles.error} role="alert" id="redeem-donation-problem" data-testid="redeem-amount-problem">
              {problem}
            </p>
          ) : null}
          <p className={styles.hint} id="redeem-donation-max">
            {t('donation.max', { max })}
          </p>
          <div className={styles.quick}>
            {QUICK.filter((q) => q <= max).map((q) => (
              <button key={q} type="button" className={styles.chip} aria-pressed={value === q} onClick={() => onChange(q)}>
                {t('donation.quick', { amount: q })}
              </button>
            ))}
            <button type="button" className={styles.chip} aria-pressed={value === max} onClick={() => onChange(max)}>
              {t('donation.all')}
            </button>
          </div>
          <StepActions problemId={problem ? 'redeem-donation-problem' : null} onCancel={onCancel} />
        </>
      )}
    </form>
  );
}
