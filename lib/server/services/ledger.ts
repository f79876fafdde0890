import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { collectors, ledgerEntries } from '@/lib/server/db/schema';

export type CreditInput = {
  collectorId: number;
  amount: number;
  kind: string;
  reason: string;
  idempotencyKey: string;
  reference?: string;
  expiresAt?: Date | null;
  data?: Record<string, unknown>;
};

/**
 * Credits Räppli: one ledger row and the cached balance, in one transaction. A repeated
 * idempotency key has no second effect (returns false).
 */
export async function credit(db: Db, input: CreditInput): Promise<boolean> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError('credit amount must be a positive integer');
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(ledgerEntries)
      .values({
        collectorId: input.collectorId,
        amount: input.amount,
        kind: input.kind,
        reason: input.reason,
        reference: input.reference ?? null,
        idempotencyKey: input.idempotencyKey,
        data: input.data ?? {},
        expiresAt: input.expiresAt ?? null,
        remaining: input.amount,
      })
      .onConflictDoNothing({ target: [ledgerEntries.collectorId, ledgerEntries.idempotencyKey] })
      .returning({ id: ledgerEntries.id });
    if (!inserted.length) return false;
    await tx
      .update(collectors)
      .set({
        pointsAvailable: sql`${collectors.pointsAvailable} + ${input.amount}`,
        lifetimeEarned: sql`${collectors.lifetimeEarned} + ${input.amount}`,
      })
      .where(eq(collectors.id, input.collectorId));
    return true;
  });
}

/** Σ entries for one collector; equals the cached balance (an invariant the tests check). */
export async function ledgerSum(db: Db, collectorId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.collectorId, collectorId)));
  return Number(row!.sum);
}
