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

/** Credits whose remainder expires at or before `now`. */
export function dueForExpiry<C extends OpenCredit>(credits: readonly C[], now: Date): C[] {
  return credits.filter((c) => c.remaining > 0 && c.expiresAt !== null && c.expiresAt.getTime() <= now.getTime());
}

/** When a credit earned at `at` expires under a policy of `months` (0 = never). */
export function creditExpiry(at: Date, months: number): Date | null {
  if (months <= 0) return null;
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
