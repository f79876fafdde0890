'use client';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import styles from './redeem.module.css';

/**
 * «Weiter» and «Abbrechen» under an amount (tickets, donation). «Weiter» waits while `problemId`
 * names the message that says why, and points at it, so a screen reader hears the reason on the button too.
 */
export function StepActions({ problemId, onCancel }: { problemId: string | null; onCancel: () => void }) {
  const t = useTranslations('redeem');
  return (
    <div className={styles.actions}>
      <button type="submit" className={button.button} disabled={problemId !== null} aria-describedby={problemId ?? undefined}>
        {t('next')}
      </button>
      <button type="button" className={`${button.button} ${button.secondary}`} onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
