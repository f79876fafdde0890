import { addDays, businessDay, startOfBusinessDay } from './business-time';

// Pure ledger rules: spends and debits consume the credits that expire soonest (FIFO by expiry,
// never-expiring credits last); expiry retires what is left of a credit once its time has come.
export type OpenCredit = { id: number; remaining: number; expiresAt: Date | null };
export type Take = { id: number; amount: number };

export function byExpiry(a: OpenCredit, b: OpenCredit): number {
  if (a.expiresAt && b.expiresAt) return a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;
  if (a.expiresAt) return -1;
  if (b.expiresAt) return 1;
  return a.id - b.id;
}

/** Which credits a debit of `amount` consumes, or null when they do not cover it. */
export function consumeFifo(credits: readonly OpenCredit[], amount: number): Take[] | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive integer');
  const takes: Take[] = [];
  let left = amount;
  for (const c of [...credits].filter((c) => c.remaining > 0).sort(byExpiry)) {
    if (left === 0) break;
    const take = Math.min(c.remaining, left);
    takes.push({ id: c.id, amount: take });
    left -= take;
  }
  return left === 0 ? takes : null;
}

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
