'use client';
import { useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { OPT_OUT_REASONS, OTHER_MAX_LENGTH, type OptOutReason } from './opt-out-reasons';
import styles from './opt-out.module.css';

export type ReasonChoice = { reason: OptOutReason | null; other: string };

type Props = {
  titleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  value: ReasonChoice;
  onChange: (value: ReasonChoice) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Why the member leaves: one of the reasons, or "Sonstiges" with their own words. */
export function ReasonStep({ titleId, titleRef, value, onChange, onBack, onNext }: Props) {
  const t = useTranslations('optOut');
  const [missing, setMissing] = useState(false);
  const next = () => {
    if (!value.reason) return setMissing(true);
    onNext();
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
      noValidate
    >
      <h2 className={styles.title} id={titleId} ref={titleRef} tabIndex={-1}>
        {t('reasonLegend')}
      </h2>
      <fieldset className={styles.fieldset} aria-labelledby={titleId} aria-describedby={missing ? 'opt-out-reason-error' : undefined}>
        {OPT_OUT_REASONS.map((key) => (
          <label key={key} className={styles.choice}>
            <input
              type="radio"
              name="opt-out-reason"
              value={key}
              checked={value.reason === key}
              onChange={() => {
                setMissing(false);
                onChange({ ...value, reason: key });
              }}
            />
            <span>{t(key)}</span>
          </label>
        ))}
      </fieldset>
      {value.reason === 'reasonOther' ? (
        <div className={styles.other}>
          <label htmlFor="opt-out-other" className={styles.otherLabel}>
            {t('otherLabel')}
          </label>
          <textarea
            id="opt-out-other"
            className={styles.textarea}
            rows={3}
            maxLength={OTHER_MAX_LENGTH}
            value={value.other}
            onChange={(e) => onChange({ ...value, other: e.target.value })}
          />
        </div>
      ) : null}
      {missing ? (
        <p className={styles.error} id="opt-out-reason-error" role="alert">
          {t('reasonRequired')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={button.button}>
          {t('next')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
