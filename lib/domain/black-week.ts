import type { SpecialPhase } from '@/lib/contracts/black-week';

// Black Week's pure rules (docs/specials-black-week-resolutions.md): when its prices apply, and
// the countdown to its end. Which reward costs what is the database's (48-black-week.sql).

type Schedule = { startsAt: Date | null; endsAt: Date | null };

/** Before its start, while it runs (started or no start; not over or no end), after its end — as the server charges. */
export function specialPhase({ startsAt, endsAt }: Schedule, now: Date): SpecialPhase {
  if (startsAt && now < startsAt) return 'upcoming';
  if (endsAt && now >= endsAt) return 'over';
  return 'running';
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/** What is left until `end` in whole days, hours, minutes and seconds (rounded down); null once it is over. */
export function countdown(end: Date, now: Date): Countdown | null {
  const ms = end.getTime() - now.getTime();
  if (ms <= 0) return null;
  const left = Math.floor(ms / 1000);
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/** The share a Black Week price saves, in whole percent (rounded down, so a page never promises more). */
export function savedPercent(regular: number, cost: number): number {
  if (regular <= 0 || cost >= regular) return 0;
  return Math.floor(((regular - cost) * 100) / regular);
}
