import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import { isErrorCode } from '@/lib/contracts/errors';
import type { ConfirmResult, Reservation, ReserveBody } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { execRows, raisedError, rawRows } from '@/lib/server/db/raw';
import { reservations, rewards } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { LIMIT_PERIODS, periodStart, type LimitPeriod } from '@/lib/domain/limit-periods';
import { ADVENT_SLUG, RESERVATION_MINUTES } from '@/lib/domain/redeem';
import { newRaffleSeed, seedHash } from '@/lib/server/crypto/raffle-draw';
import { ApiError } from '@/lib/server/errors';
import messages from '@/messages/de.json';
import { verifySsoHash } from './credentials';
import { requestHash, type Replay } from './idempotency';
import { badgesDue, grantBadges } from './progress';
import { cachedBadges } from './catalog-cache';

// The redeem flow (spec §4): reserve holds stock and limits, confirm spends in one ledger
// transaction and creates the order; both are one database function each (drizzle/0006), the
// hot path measured in docs/benchmarks.md. Lock order everywhere: collector → reservation → reward.

/** Who spends: a member by collector token with the SSO pair of the address (API), or by id (seed, tools). */
export type Spender = { token: string; hash?: string; ssoToken?: string } | { collectorId: number };
/** The request's Idempotency-Key, its scope (the function appends the member's id) and the body it was sent with. */
export type Idempotency = { scope: string; key: string; body: unknown };

type Called = { replay: boolean; status: number; response: unknown; collector_id?: number; kind?: string; spend_count?: number | null; badges?: number[] | null };

function spenderParams(who: Spender, config: Config) {
  if ('collectorId' in who) return [null, who.collectorId, false, null, null];
  const pair = who.hash && who.ssoToken ? who : null;
  return [who.token, null, true, pair?.ssoToken ?? null, pair ? verifySsoHash(pair.hash!, pair.ssoToken!, config.SSO_SECRET) : null];
}

function refusal(err: unknown): never {
  const raised = raisedError(err);
  if (!raised || !isErrorCode(raised.code)) throw err;
  if (raised.code === 'ALREADY_ORDERED') throw alreadyOrdered(raised.details as AlreadyOrdered);
  throw new ApiError(raised.code, raised.details);
}

type AlreadyOrdered = {
  by: 'period' | 'participation';
  redeemable: number;
  limit: number | null;
  period: LimitPeriod | null;
  participation_limit: number | null;
};

/**
 * ALREADY_ORDERED names the limit that was reached: "Einlösbar: 1-mal pro Monat." or, for the
 * participation limit, "Einlösbar: insgesamt 3-mal, noch 1-mal." (the rest, when some is left)
 */
function alreadyOrdered(details: AlreadyOrdered) {
  const limit =
    details.by === 'participation' && details.participation_limit !== null
      ? `insgesamt ${details.participation_limit}-mal${details.redeemable > 0 ? `, noch ${details.redeemable}-mal` : ''}`
      : details.limit && details.period
        ? `${details.limit}-mal ${messages.rewards.limitPeriod[details.period]}`
        : null;
  const text = limit ? `${messages.errors.ALREADY_ORDERED} Einlösbar: ${limit}.` : messages.errors.ALREADY_ORDERED;
  return new ApiError('ALREADY_ORDERED', details, text);
}

const RESERVE_SQL = `select raeppli_reserve($1, $2, $3, $4, $5::bigint, $6::boolean, $7, $8::boolean,
  $9::bigint, $10::integer, $11::integer, $12::bigint, $13::jsonb, $14::timestamptz, $15, $16::jsonb, $17, $18, $19::timestamptz, $20,
  $21, $22) as outcome`;

/**
 * POST /api/rewards/{id}/reserve in one database call (raeppli_reserve, drizzle/0006): claims the
 * key, checks member, reward, contact details, limits and balance, holds the stock, writes the
 * reservation. Pure inputs (business day, limit period starts, id, expiry) are computed here.
 */
export async function reserve(db: Db, config: Config, who: Spender, rewardId: number, body: ReserveBody, idem?: Idempotency, now = new Date()): Promise<Replay> {
  const day = businessDay(now, config.TIMEZONE);
  const periodStarts = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodStart(day, p)]));
  const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
  const contact = { address: body.address, email: body.email, telephone: body.telephone, accept_terms: body.accept_terms };
  // Used only by a raffle's first reservation, if nobody has looked at the raffle before.
  const seed = newRaffleSeed();
  try {
    const [row] = await rawRows<{ outcome: Called }>(db, RESERVE_SQL, [
      idem?.scope ?? null, idem?.key ?? null, idem ? requestHash(idem.body) : null,
      ...spenderParams(who, config),
      rewardId, body.quantity ?? null, body.tickets ?? null, body.amount ?? null, JSON.stringify(contact),
      now.toISOString(), day, JSON.stringify(periodStarts), ADVENT_SLUG,
      randomUUID(), expiresAt.toISOString(), expiresAt.toISOString(),
      seed, seedHash(seed),
    ], 'raeppli_reserve');
    return row!.outcome;
  } catch (err) {
    refusal(err);
  }
}

const CONFIRM_SQL = `select raeppli_confirm($1, $2, $3, $4, $5::bigint, $6::boolean, $7, $8::boolean,
  $9, $10::timestamptz, $11::date, $12, $13, $14::text[], $15::bigint[], $16) as outcome`;

/**
 * POST /api/reservations/{id}/confirm in one database call (raeppli_confirm, drizzle/0006):
 * retires expired credits, debits first-in first-out, creates the order, marks the reservation
 * confirmed (confirming twice answers with the same order). Then the spend badges, if one is due.
 */
export async function confirm(db: Db, config: Config, who: Spender, reservationId: string, idem?: Idempotency, now = new Date()): Promise<Replay> {
  const spendBadges = (await cachedBadges(db)).flatMap((b) => (b.rule?.type === 'spendCount' ? [{ kind: b.rule.kind, id: b.id }] : []));
  let outcome: Called;
  try {
    const [row] = await rawRows<{ outcome: Called }>(db, CONFIRM_SQL, [
      idem?.scope ?? null, idem?.key ?? null, idem ? requestHash(idem.body) : null,
      ...spenderParams(who, config),
      reservationId, now.toISOString(), businessDay(now, config.TIMEZONE), config.TIMEZONE, couponCode(),
      `{${spendBadges.map((b) => b.kind).join(',')}}`, `{${spendBadges.map((b) => b.id).join(',')}}`, ADVENT_SLUG,
    ], 'raeppli_confirm');
    outcome = row!.outcome;
  } catch (err) {
    refusal(err);
  }
  if (outcome.spend_count && outcome.kind && outcome.collector_id) {
    const owned = (outcome.badges ?? []).map(Number);
    const due = await badgesDue(db, outcome.collector_id, owned, { stepCounts: {}, spendCounts: { [outcome.kind]: Number(outcome.spend_count) } }, null);
    if (due.length) await grantBadges(db, outcome.collector_id, due);
  }
  return { status: outcome.status, response: outcome.response };
}

/**
 * reserve + confirm inside the caller's transaction at a chosen instant, without idempotency keys
 * (the demo seed's orders, tests of orders on chosen business days).
 */
export async function redeemTx(tx: Db, config: Config, collectorId: number, rewardId: number, body: ReserveBody, now = new Date()): Promise<ConfirmResult> {
  const held = (await reserve(tx, config, { collectorId }, rewardId, body, undefined, now)).response as Reservation;
  return (await confirm(tx, config, { collectorId }, held.reservation_id, undefined, now)).response as ConfirmResult;
}

const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A coupon code from node:crypto, e.g. RP-7KQ4-M2XD. */
export function couponCode(): string {
  const chars = [...randomBytes(8)].map((b) => COUPON_ALPHABET[b % COUPON_ALPHABET.length]).join('');
  return `RP-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Units back into a reward's stock (a release, an expired hold, a cancel); unlimited stock stays null. */
export async function returnStock(tx: Db, rewardId: number, units: number) {
  await tx
    .update(rewards)
    .set({ stockLeft: sql`${rewards.stockLeft} + ${units}` })
    .where(and(eq(rewards.id, rewardId), sql`${rewards.stockLeft} is not null`));
}

/** DELETE /api/reservations/{id}: gives the held stock back. Releasing twice is a no-op. */
export async function releaseReservation(db: Db, collectorId: number, reservationId: string) {
  return db.transaction(async (tx) => {
    const [reservation] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, reservationId), eq(reservations.collectorId, collectorId)))
      .for('update');
    if (!reservation) throw new ApiError('RESERVATION_NOT_FOUND');
    if (reservation.state === 'confirmed') throw new ApiError('CONFLICT');
    if (reservation.state === 'held') {
      await tx.update(reservations).set({ state: 'released' }).where(eq(reservations.id, reservationId));
      await returnStock(tx, reservation.rewardId, reservation.units);
    }
    return { reservation_id: reservationId, state: reservation.state === 'held' ? 'released' : reservation.state };
  });
}

/** The periodic job: expired reservations give their stock back (each once, across processes). */
export async function releaseExpiredReservations(db: Db, now = new Date(), batch = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const freed = await execRows<{ reward_id: number; units: number }>(
      tx,
      sql`
      with due as (
        select id from ${reservations}
        where ${reservations.state} = 'held' and ${reservations.expiresAt} <= ${now.toISOString()}::timestamptz
        order by ${reservations.expiresAt} limit ${batch}
        for update skip locked
      )
      update ${reservations} r set state = 'expired' from due where r.id = due.id returning r.reward_id, r.units`,
    );
    const byReward = new Map<number, number>();
    for (const r of freed) byReward.set(Number(r.reward_id), (byReward.get(Number(r.reward_id)) ?? 0) + Number(r.units));
    for (const [rewardId, units] of [...byReward].sort(([a], [b]) => a - b)) await returnStock(tx, rewardId, units);
    return freed.length;
  });
}
