'use client';
import { useTranslations } from 'next-intl';
import { usePublicConfig } from '@/lib/client/public-config';
import { addDays, businessDay } from '@/lib/domain/business-time';
import styles from './wheel.module.css';

/** "Nächster Dreh: morgen ab 00:00 Uhr." — in the business time zone, where the day turns. */
export function NextSpin({ at }: { at: string | null }) {
  const t = useTranslations('games.wheel');
  const { timezone } = usePublicConfig();
  if (!at) return null;
  const date = new Date(at);
  const tomorrow = businessDay(date, timezone) === addDays(businessDay(new Date(), timezone), 1);
  return (
    <p className={styles.note} data-testid="next-spin">
      {t('next', { day: tomorrow ? 'tomorrow' : 'other', date })}
    </p>
  );
}
