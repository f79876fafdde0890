import 'server-only';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { collectors, ledgerEntries } from '@/lib/server/db/schema';
import type { ErrorCode } from '@/lib/contracts/errors';
import { ApiError } from '@/lib/server/errors';
import type { ReasonCode } from './args';
import { moneyCall } from './call';
import type { Answer, Idem } from './idempotency';
import type { DebitResult } from './results';

// The TypeScript side of the one money engine (docs/architecture.md, "Money engine"). Every credit
// and debit goes through raeppli_credit / raeppli_debit (lib/server/db/functions/30-ledger.sql),
// whether a database function or a service causes it; nothing else writes ledger rows. The
// functions ending in Tx run inside the caller's transaction, after it locked the member.

export type EntryInput = {
  amount: number;
  kind: string;
  /** A code of messages/de.json `statement.reasons` … */
  reason: ReasonCode;
  /** … and its parameters (titles, a staff member's text). */
  params?: Record<string, string | number>;
  idempotencyKey: string;
  reference?: string | null;
  data?: Record<string, unknown>;
};

export type CreditInput = EntryInput & {
  expiresAt?: Date | null;
  /** Counts toward lifetime earned (levels). Transfers between a member's own accounts do. */
  earned?: boolean;
  /** Gives back part of a spend: lowers lifetime spent, and does not count as earned. */
  refund?: boolean;
};

export type DebitInput = EntryInput & {
  /** Counts toward lifetime spent (rewards, raffles, donations); not staff debits or transfers. */
  spent?: boolean;
  /** The refusal when the credits do not cover it (default INSUFFICIENT_FUNDS). */
  refusal?: ErrorCode;
};

const entryArgs = (collectorId: number, input: EntryInput) => ({
  collector_id: collectorId,
  amount: input.amount,
  kind: input.kind,
  reason: input.reason,
  params: input.params,
  reference: input.reference ?? null,
  key: input.idempotencyKey,
  data: input.data,
});

/** Locks and returns the member's row for the rest of the transaction. */
export async function lockCollector(tx: Db, where: { token: string } | { id: number }) {
  const [row] = await tx
    .select()
    .from(collectors)
    .where('token' in where ? eq(collectors.token, where.token) : eq(collectors.id, where.id))
    .for('update');
  return row;
}

/** The member a token addresses, locked, following a merge into an identified account. */
export async function lockAddressedCollector(tx: Db, token: string) {
  let collector = await lockCollector(tx, { token });
  if (collector?.mergedIntoId) collector = await lockCollector(tx, { id: collector.mergedIntoId });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  return collector;
}

/** One credit entry and the balance; a repeated (member, idempotency key) has no second effect (null). */
export async function creditTx(tx: Db, collectorId: number, input: CreditInput): Promise<number | null> {
  const id = await moneyCall(tx, 'raeppli_credit', {
    ...entryArgs(collectorId, input),
    expires_at: input.expiresAt?.toISOString() ?? null,
    earned: input.earned,
    refund: input.refund,
  });
  // A bigint outside jsonb: pg answers it as text.
  return id === null ? null : Number(id);
}

/**
 * One debit, first in first out by expiry (credits past their time retired first). Throws the
 * refusal (nothing written) when the credits do not cover it.
 */
export function debitTx(tx: Db, collectorId: number, input: DebitInput, now = new Date()): Promise<DebitResult> {
  return moneyCall(tx, 'raeppli_debit', { ...entryArgs(collectorId, input), now: now.toISOString(), spent: input.spent, refusal: input.refusal });
}

/** Retires a locked member's credits whose time has come (each once). */
export function expireCollectorTx(tx: Db, collectorId: number, now: Date): Promise<{ credits: number; points: number }> {
  return moneyCall(tx, 'raeppli_expire', { collector_id: collectorId, now: now.toISOString() });
}

/** A credit in its own transaction (seed, tools). */
export function credit(db: Db, collectorId: number, input: CreditInput): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockCollector(tx, { id: collectorId });
    return creditTx(tx, collectorId, input);
  });
}

/**
 * A money write composed in TypeScript (adjustments, refunds, and the features to come), once per
 * (scope, key): in one transaction it claims the key (raeppli_claim), does the work and stores the
 * answer (raeppli_answer). A retry gets the first answer, another body with the key is 422, and an
 * error rolls everything back, the claim included. Without a claim it is just the transaction.
 */
export function once(db: Db, claim: Idem | null, work: (tx: Db) => Promise<Answer>): Promise<Answer> {
  return db.transaction(async (tx) => {
    const replay = claim ? await moneyCall(tx, 'raeppli_claim', claim) : null;
    if (replay) return { status: replay.status, response: replay.response, replay: true };
    const answer = await work(tx);
    const stored = await moneyCall(tx, 'raeppli_answer', { idem: claim, status: answer.status, response: answer.response });
    return { status: stored.status, response: stored.response, replay: false };
  });
}

/** Σ entries for one member; equals the cached balance (an invariant the tests check). */
export async function ledgerSum(db: Db, collectorId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.collectorId, collectorId));
  return Number(row!.sum);
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
