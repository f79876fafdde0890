'use client';
import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './specials.module.css';

const SECOND = 1000;

/** Days, hours, minutes and seconds of a duration (never below zero). */
export function countdownParts(ms: number) {
  const s = Math.max(0, Math.floor(ms / SECOND));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

// The clock, to the second: the server (and hydration) has none, the browser ticks.
const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, SECOND / 4);
  return () => clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / SECOND);

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The time left until the special ends (or starts), ticking each second. The line keeps its height
 * from the server's HTML on, so the first tick moves nothing; the server draws no time (it would be
 * stale in a cached page).
 */
export function Countdown({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  const t = useTranslations('specials.countdown');
  const second = useSyncExternalStore(subscribe, currentSecond, () => null);
  const now = second === null ? null : second * SECOND;
  let text = '';
  if (now !== null) {
    const start = startsAt ? Date.parse(startsAt) : null;
    const end = endsAt ? Date.parse(endsAt) : null;
    if (end !== null && now >= end) text = t('over');
    else if (start !== null && now < start) {
      const p = countdownParts(start - now);
      text = t('startsIn', { ...p, minutes: two(p.minutes), seconds: two(p.seconds) });
    } else if (end !== null) {
      const p = countdownParts(end - now);
      text = t('endsIn', { ...p, minutes: two(p.minutes), seconds: two(p.seconds) });
    }
  }
  if (!endsAt && !startsAt) return null;
  return (
    <p className={styles.countdown} role="timer" aria-live="off" data-testid="special-countdown">
      {text}
    </p>
  );
}
