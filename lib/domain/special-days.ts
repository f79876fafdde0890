// The days of a calendar special (docs/specials.md): Halloween's 13 daily raffles, the Advent
// calendar's 24 doors. A day is a business day in TIMEZONE: day 1 is the business day the special
// starts on, the last one the business day its end falls in (the end itself is exclusive). A day's
// reward or raffle is the one tagged with the special's slug that starts on that business day.
import { addDays, businessDay, startOfBusinessDay } from './business-time';

export type CalendarKind = 'halloween' | 'advent';
export type DayState = 'past' | 'today' | 'locked';
export type CalendarDay = { number: number; day: string; opensAt: Date; closesAt: Date };

/** How many days each calendar kind has, and where its days fall in a year (month 1–12, day). */
export const CALENDAR_RULES: Record<CalendarKind, { days: number; month: number; firstDay: number }> = {
  halloween: { days: 13, month: 10, firstDay: 19 },
  advent: { days: 24, month: 12, firstDay: 1 },
};

/** A calendar never has more days than this (a wrong end date must not make thousands). */
export const MAX_CALENDAR_DAYS = 62;

/** The business days of a special that runs from `startsAt` to `endsAt` (exclusive), numbered from 1. */
export function calendarDays(startsAt: Date | null, endsAt: Date | null, timeZone: string): CalendarDay[] {
  if (!startsAt || !endsAt || endsAt <= startsAt) return [];
  const first = businessDay(startsAt, timeZone);
  const last = businessDay(new Date(endsAt.getTime() - 1), timeZone);
  const days: CalendarDay[] = [];
  for (let day = first, n = 1; day <= last && n <= MAX_CALENDAR_DAYS; day = addDays(day, 1), n++) {
    const opensAt = n === 1 ? startsAt : startOfBusinessDay(day, timeZone);
    const next = startOfBusinessDay(addDays(day, 1), timeZone);
    days.push({ number: n, day, opensAt, closesAt: next < endsAt ? next : endsAt });
  }
  return days;
}

/** A day as a member sees it at `now`: over, open today, or still locked. */
export function dayState(day: CalendarDay, now: Date): DayState {
  if (now >= day.closesAt) return 'past';
  return now >= day.opensAt ? 'today' : 'locked';
}

/** What a door shows the member: a past door is opened (ticked) only if they took part behind it, else over. */
export type DoorMark = 'today' | 'locked' | 'opened' | 'over';

/**
 * A door's mark from its day's state and the member's part (`my`: null without a member, units 0
 * for an anonymous reader, who cannot take part). A tick would claim what the member never did.
 */
export function doorMark(state: DayState, my: { units: number } | null | undefined): DoorMark {
  if (state !== 'past') return state;
  return my && my.units > 0 ? 'opened' : 'over';
}

/** The day (its number) that is open at `now`, or null before the first and after the last. */
export function openDay(days: CalendarDay[], now: Date): number | null {
  return days.find((d) => dayState(d, now) === 'today')?.number ?? null;
}

/** The business day a tagged reward belongs to: the day it starts, else the day it ends in; null without either. */
export function rewardDay(reward: { startsAt: Date | null; endsAt: Date | null }, timeZone: string): string | null {
  if (reward.startsAt) return businessDay(reward.startsAt, timeZone);
  if (reward.endsAt) return businessDay(new Date(reward.endsAt.getTime() - 1), timeZone);
  return null;
}

/** The schedule a calendar kind has in a year: Halloween 19.10.–31.10., Advent 1.12.–24.12. (ends exclusive). */
export function kindSchedule(kind: CalendarKind, year: number, timeZone: string): { startsAt: Date; endsAt: Date } {
  const rule = CALENDAR_RULES[kind];
  const first = `${year}-${String(rule.month).padStart(2, '0')}-${String(rule.firstDay).padStart(2, '0')}`;
  return { startsAt: startOfBusinessDay(first, timeZone), endsAt: startOfBusinessDay(addDays(first, rule.days), timeZone) };
}

/** The window a day's reward should run in: its day only (what the console checks a tagged reward against). */
export function fitsDay(reward: { startsAt: Date | null; endsAt: Date | null }, day: CalendarDay): boolean {
  return reward.startsAt !== null && reward.endsAt !== null && reward.startsAt >= day.opensAt && reward.endsAt <= day.closesAt;
}
