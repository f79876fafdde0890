// A reference model of the ledger's spending rule for property tests against the real database:
// debits take the credits that expire soonest (never-expiring last); the rule itself lives once,
// in raeppli_debit (lib/server/db/functions/30-ledger.sql).
export type OpenCredit = { id: number; remaining: number; expiresAt: Date | null };
export type Take = { id: number; amount: number };

function byExpiry(a: OpenCredit, b: OpenCredit): number {
  if (a.expiresAt && b.expiresAt) return a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;
  if (a.expiresAt) return -1;
  if (b.expiresAt) return 1;
  return a.id - b.id;
}

/** Which credits the model's debit of `amount` consumes, or null when they do not cover it. */
export function consumeFifo(credits: readonly OpenCredit[], amount: number): Take[] | null {
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
