import { addDays, businessDay, startOfBusinessDay } from './business-time';

// Pure ledger inputs: when a credit expires. Spending and expiry themselves are written by the
// money engine (lib/server/db/functions/30-ledger.sql).

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's end (31 Jan + 1 → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * When a credit earned at `at` expires: at the end of the business day `months` later, in the
 * business time zone (0 = never). Credits of one day expire together, so "what expires next" is
 * one date with one sum.
 */
export function creditExpiry(at: Date, months: number, timeZone: string): Date | null {
  if (months <= 0) return null;
  const day = businessDay(at, timeZone);
  const key = `${day}|${months}|${timeZone}`;
  if (lastExpiry?.key !== key) {
    lastExpiry = { key, at: startOfBusinessDay(addDays(addMonths(day, months), 1), timeZone) };
  }
  return new Date(lastExpiry.at);
}

// Every credit of one business day expires at the same instant: remember the last one computed.
let lastExpiry: { key: string; at: Date } | null = null;
