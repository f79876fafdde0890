// Business days and weeks are counted in the configured TIMEZONE (docs/architecture.md, "Time"): the daily
// wheel and reward, the weekly leaderboard (from Monday 00:00) and redeem limits.

// Creating an Intl.DateTimeFormat costs ~70 µs, using one ~9 µs: keep one per zone and purpose.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function format(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat) {
  let f = cache.get(timeZone);
  if (!f) cache.set(timeZone, (f = make()));
  return f;
}

// Zone offsets are whole minutes, so every instant of one UTC minute has the same local date:
// the hot paths (every event, every /me) format at most once a minute per zone.
let lastDay: { zone: string; minute: number; day: string } | null = null;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function businessDay(at: Date, timeZone: string): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastDay && lastDay.zone === timeZone && lastDay.minute === minute) return lastDay.day;
  const f = format(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = f.formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  lastDay = { zone: timeZone, minute, day };
  return day;
}

/** Adds days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD) of the business week containing `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The instant a business day starts (00:00 local time in the zone), DST-aware. */
export function startOfBusinessDay(day: string, timeZone: string): Date {
  // Start from UTC midnight and correct by the zone's offset at that instant; one refinement
  // handles days where the offset changes.
  let guess = new Date(`${day}T00:00:00Z`);
  for (let i = 0; i < 2; i++) {
    const local = businessDay(guess, timeZone);
    const localTime = format(
      timeFormats,
      timeZone,
      () => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    ).format(guess);
    const [h, m] = localTime.split(':').map(Number) as [number, number];
    const dayDiff = (Date.parse(`${local}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000;
    guess = new Date(guess.getTime() - (dayDiff * 24 * 60 + h * 60 + m) * 60_000);
  }
  return guess;
}

/**
 * The last moment before a deadline, to name the last day it is still valid: deadlines are the
 * start of the following business day ("valid until 21 Dec, 00:00" is "valid through 20 Dec").
 */
export const lastMomentBefore = (deadline: string | Date) => new Date(new Date(deadline).getTime() - 1);
