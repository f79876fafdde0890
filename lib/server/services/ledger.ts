import 'server-only';
import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { collectors, ledgerEntries } from '@/lib/server/db/schema';
import { consumeFifo } from '@/lib/domain/ledger';
import { ApiError } from '@/lib/server/errors';

// Points are money: every movement is one ledger row, and the cached balance on the collector is
// changed in the same transaction. The functions ending in Tx run inside the caller's
// transaction, after it has locked the collector row (lockCollector).

export type LedgerCollector = { id: number };

export type CreditInput = {
  amount: number;
  kind: string;
  reason: string;
  idempotencyKey: string;
  reference?: string | null;
  expiresAt?: Date | null;
  data?: Record<string, unknown>;
  /** Counts toward lifetime earned (levels). Transfers between a member's own accounts do too. */
  earned?: boolean;
};

export type DebitInput = Omit<CreditInput, 'expiresAt' | 'earned'> & {
  /** Counts toward lifetime spent (rewards, raffles, donations); not staff debits or expiry. */
  spent?: boolean;
};

const positive = (n: number) => {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError('amount must be a positive integer');
};

/** Locks and returns the collector row for the rest of the transaction. */
export async function lockCollector(tx: Db, where: { token: string } | { id: number }) {
  const [row] = await tx
    .select()
    .from(collectors)
    .where('token' in where ? eq(collectors.token, where.token) : eq(collectors.id, where.id))
    .for('update');
  return row;
}

/** One credit entry + balance; a repeated (collector, idempotency key) has no second effect (null). */
export async function creditTx(tx: Db, collector: LedgerCollector, input: CreditInput): Promise<number | null> {
  positive(input.amount);
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      collectorId: collector.id,
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
  if (!entry) return null;
  await tx
    .update(collectors)
    .set({
      pointsAvailable: sql`${collectors.pointsAvailable} + ${input.amount}`,
      ...(input.earned === false ? {} : { lifetimeEarned: sql`${collectors.lifetimeEarned} + ${input.amount}` }),
    })
    .where(eq(collectors.id, collector.id));
  return entry.id;
}

/** Open credits of a collector, locked, soonest expiry first. */
async function openCredits(tx: Db, collectorId: number) {
  return tx
    .select({ id: ledgerEntries.id, remaining: ledgerEntries.remaining, expiresAt: ledgerEntries.expiresAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.collectorId, collectorId), gt(ledgerEntries.remaining, 0)))
    .orderBy(sql`${ledgerEntries.expiresAt} asc nulls last`, asc(ledgerEntries.id))
    .for('update');
}

/**
 * One debit: consumes the credits that expire soonest (after retiring expired ones), writes the
 * entry and lowers the balance.
 * Throws INSUFFICIENT_FUNDS (nothing written) when the credits do not cover it.
 */
export async function debitTx(tx: Db, collector: LedgerCollector, input: DebitInput, now = new Date()): Promise<number> {
  positive(input.amount);
  // Credits past their time are retired first, so a spend never uses Räppli that have expired.
  await expireCollectorTx(tx, collector.id, now);
  const credits = (await openCredits(tx, collector.id)).map((c) => ({ ...c, remaining: c.remaining ?? 0 }));
  const takes = consumeFifo(credits, input.amount);
  if (!takes) throw new ApiError('INSUFFICIENT_FUNDS');
  for (const take of takes) {
    await tx
      .update(ledgerEntries)
      .set({ remaining: sql`${ledgerEntries.remaining} - ${take.amount}` })
      .where(eq(ledgerEntries.id, take.id));
  }
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      collectorId: collector.id,
      amount: -input.amount,
      kind: input.kind,
      reason: input.reason,
      reference: input.reference ?? null,
      idempotencyKey: input.idempotencyKey,
      data: { ...(input.data ?? {}), consumed: takes },
    })
    .returning({ id: ledgerEntries.id });
  await tx
    .update(collectors)
    .set({
      pointsAvailable: sql`${collectors.pointsAvailable} - ${input.amount}`,
      ...(input.spent ? { lifetimeSpent: sql`${collectors.lifetimeSpent} + ${input.amount}` } : {}),
    })
    .where(eq(collectors.id, collector.id));
  return entry!.id;
}

/** A credit in its own transaction (seed, tools). */
export async function credit(db: Db, collectorId: number, input: CreditInput): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockCollector(tx, { id: collectorId });
    return creditTx(tx, { id: collectorId }, input);
  });
}

/** Σ entries for one collector; equals the cached balance (an invariant the tests check). */
export async function ledgerSum(db: Db, collectorId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.collectorId, collectorId));
  return Number(row!.sum);
}

/**
 * Retires a locked collector's credits whose time has come: one expiry entry per credit (its key is
 * the credit's id, so it is written once), the credit's remainder set to 0, the balance lowered.
 */
export async function expireCollectorTx(tx: Db, collectorId: number, now: Date): Promise<{ credits: number; points: number }> {
  const expiring = await tx
    .select({ id: ledgerEntries.id, remaining: ledgerEntries.remaining, expiresAt: ledgerEntries.expiresAt })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.collectorId, collectorId), gt(ledgerEntries.remaining, 0), isNotNull(ledgerEntries.expiresAt), lte(ledgerEntries.expiresAt, now)),
    )
    .orderBy(asc(ledgerEntries.expiresAt), asc(ledgerEntries.id))
    .for('update');
  let credits = 0;
  let points = 0;
  for (const c of expiring) {
    const amount = c.remaining!;
    const [entry] = await tx
      .insert(ledgerEntries)
      .values({
        collectorId,
        amount: -amount,
        kind: 'expire',
        reason: 'Räppli verfallen',
        reference: `credit:${c.id}`,
        idempotencyKey: `expire:${c.id}`,
        data: { credit_id: c.id, expired_at: c.expiresAt!.toISOString() },
      })
      .onConflictDoNothing({ target: [ledgerEntries.collectorId, ledgerEntries.idempotencyKey] })
      .returning({ id: ledgerEntries.id });
    if (!entry) continue;
    await tx.update(ledgerEntries).set({ remaining: 0 }).where(eq(ledgerEntries.id, c.id));
    credits += 1;
    points += amount;
  }
  if (points > 0) {
    await tx
      .update(collectors)
      .set({ pointsAvailable: sql`${collectors.pointsAvailable} - ${points}` })
      .where(eq(collectors.id, collectorId));
  }
  return { credits, points };
}

/**
 * The expiry job: every member with due credits in its own transaction under its row lock —
 * skipped when another job (or a spend) holds it — so several processes running it at once never
 * expire a credit twice.
 */
export async function expireDueCredits(db: Db, now = new Date(), batch = 200): Promise<{ credits: number; points: number }> {
  const due = await db
    .selectDistinct({ collectorId: ledgerEntries.collectorId })
    .from(ledgerEntries)
    .where(and(gt(ledgerEntries.remaining, 0), isNotNull(ledgerEntries.expiresAt), lte(ledgerEntries.expiresAt, now)))
    .limit(batch);
  const total = { credits: 0, points: 0 };
  for (const { collectorId } of due) {
    const done = await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: collectors.id }).from(collectors).where(eq(collectors.id, collectorId)).for('update', { skipLocked: true });
      return locked ? expireCollectorTx(tx, collectorId, now) : { credits: 0, points: 0 };
    });
    total.credits += done.credits;
    total.points += done.points;
  }
  return total;
}
