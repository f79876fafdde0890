import type { ResolutionWhen } from '@/lib/contracts/resolutions';
import { addDays, businessDay } from './business-time';

// The New Year resolutions week's pure rules (docs/specials-black-week-resolutions.md): day N is
// the special's Nth business day in TIMEZONE, counted from the business day it starts on; an event
// counts for the day it happens on (its activity row's business day).

export const RESOLUTION_DAYS = 7;

type Schedule = { startsAt: Date | null; endsAt: Date | null };

const dayNumber = (first: string, day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

/** How many days the week has: seven, fewer when the special ends earlier; 0 without a start. */
export function weekLength({ startsAt, endsAt }: Schedule, timeZone: string): number {
  if (!startsAt) return 0;
  if (!endsAt) return RESOLUTION_DAYS;
  if (endsAt <= startsAt) return 0;
  const last = dayNumber(businessDay(startsAt, timeZone), businessDay(new Date(endsAt.getTime() - 1), timeZone));
  return Math.min(RESOLUTION_DAYS, last);
}

/** The business day (YYYY-MM-DD) of day `n` of the week. */
export function resolutionDate(startsAt: Date, n: number, timeZone: string): string {
  return addDays(businessDay(startsAt, timeZone), n - 1);
}

/** The day of the week (1–7) the instant `at` falls on, or null outside the week. */
export function resolutionDay(schedule: Schedule, at: Date, timeZone: string): number | null {
  if (!schedule.startsAt) return null;
  const n = dayNumber(businessDay(schedule.startsAt, timeZone), businessDay(at, timeZone));
  return n >= 1 && n <= weekLength(schedule, timeZone) ? n : null;
}

/** Each day of the week, with its date and whether it is over, today or to come at `now`. */
export function weekDays(schedule: Schedule, now: Date, timeZone: string): { day: number; date: string; when: ResolutionWhen }[] {
  if (!schedule.startsAt) return [];
  const today = businessDay(now, timeZone);
  return Array.from({ length: weekLength(schedule, timeZone) }, (_, i) => {
    const date = resolutionDate(schedule.startsAt!, i + 1, timeZone);
    return { day: i + 1, date, when: date < today ? 'past' : date === today ? 'today' : 'future' };
  });
}
