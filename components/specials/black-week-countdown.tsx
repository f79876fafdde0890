'use client';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { countdown } from '@/lib/domain/black-week';
import styles from './black-week.module.css';

// The clock, to the second: the server (and hydration) draws none — a cached page's would be stale.
const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, 250);
  return () => clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / 1000);
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Black Week's countdown as four boxes (days, hours, minutes, seconds). The boxes are there from
 * the server's HTML on and only their digits fill in, so the first tick moves nothing.
 */
export function BlackWeekCountdown({ to, label }: { to: string; label: string }) {
  const t = useTranslations('specialBlackWeek');
  const second = useSyncExternalStore(subscribe, currentSecond, () => null);
  const left = second === null ? null : countdown(new Date(to), new Date(second * 1000));
  const parts = [
    { key: 'days', value: left ? String(left.days) : '–', unit: t('days', { days: left?.days ?? 2 }) },
    { key: 'hours', value: left ? two(left.hours) : '––', unit: t('hours') },
    { key: 'minutes', value: left ? two(left.minutes) : '––', unit: t('minutes') },
    { key: 'seconds', value: left ? two(left.seconds) : '––', unit: t('seconds') },
  ];
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownLabel}>{label}</p>
      {/* Read as one sentence, not every second: the boxes are for the eye. */}
      <p className="visually-hidden">{left ? t('countdownLabel', left) : ''}</p>
      <ol className={styles.countdownParts} aria-hidden="true" data-testid="black-week-countdown">
        {parts.map((p) => (
          <li key={p.key} className={styles.countdownPart}>
            <span className={styles.countdownValue}>{p.value}</span>
            <span className={styles.countdownUnit}>{p.unit}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
