import 'server-only';
import { isPrizeHold } from '@/lib/domain/prizewheel';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import { ADDRESS_FIELDS, type ConfirmResult, type Reservation, type ReserveBody } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { execRows } from '@/lib/server/db/raw';
import { reservations, rewards } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { LIMIT_PERIODS, periodStart, type LimitPeriod } from '@/lib/domain/limit-periods';
import { ADVENT_SLUG, RESERVATION_MINUTES } from '@/lib/domain/redeem';
import { ApiError } from '@/lib/server/errors';
import { moneyCall } from '@/lib/server/money/call';
import type { Answer, Idem } from '@/lib/server/money/idempotency';
import { newRaffleSeed, seedHash } from '@/lib/server/crypto/raffle-draw';
import { badgesDue, grantBadges } from './progress';
import { cachedBadges } from './catalog-cache';
import type { Caller } from './collectors';

// The redeem flow (docs/product.md §9.2): reserve holds stock and limits, confirm spends through
// the ledger engine and creates the order; both are one database function each
// (lib/server/db/functions/60-spend.sql), the hot path measured in docs/benchmarks.md. Their rules
// live once, in raeppli_redeem_verdict (50-redeem.sql), which reserve runs and raeppli_redeem_check
// answers the detail page's preview with.
// The member is looked up, locked and its SSO pair judged inside each call (raeppli_spender).

/** Who spends: the API's caller (token and SSO pair, see the wrapper's member-sso mode) or a member by id (seed, tests). */
export type Spender = Caller | { collectorId: number };

const spenderArg = (who: Spender) => ('collectorId' in who ? { collector_id: who.collectorId } : who);

/** The pure inputs of the redeem check at `now`: the business day and the start of every limit period. */
function checkInputs(config: Config, now: Date) {
  const day = businessDay(now, config.TIMEZONE);
  return {
    day,
    now: now.toISOString(),
    period_starts: Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodStart(day, p)])) as Record<LimitPeriod, string>,
    advent_slug: ADVENT_SLUG,
  };
}

/**
 * What a reserve of the least one can ask for (one item, one ticket, one donated unit) would
 * answer now, by the same database check reserve runs, without locks or writes (GET /api/rewards/{id}).
 */
export async function redeemPreview(db: Db, config: Config, collectorId: number | null, rewardId: number, now = new Date()) {
  const { now: at, period_starts, advent_slug } = checkInputs(config, now);
  return moneyCall(db, 'raeppli_redeem_check', { collector_id: collectorId, now: at, period_starts, advent_slug, reward_id: rewardId });
}

/**
 * POST /api/rewards/{id}/reserve in one database call (raeppli_reserve): claims the key, checks
 * (raeppli_redeem_verdict), holds the stock, writes the reservation.
 */
export async function reserve(
  db: Db,
  config: Config,
  who: Spender,
  rewardId: number,
  body: ReserveBody,
  claim: Idem | null,
  now = new Date(),
): Promise<Answer> {
  const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
  // Used only by a raffle's first reservation, if nobody has looked at the raffle before.
  const seed = newRaffleSeed();
  const outcome = await moneyCall(db, 'raeppli_reserve', {
    idem: claim,
    ...checkInputs(config, now),
    member: spenderArg(who),
    reward_id: rewardId,
    quantity: body.quantity,
    tickets: body.tickets,
    amount: body.amount,
    contact: { address: body.address, email: body.email, telephone: body.telephone, accept_terms: body.accept_terms },
    address_fields: [...ADDRESS_FIELDS],
    reservation_id: randomUUID(),
    expires_at: expiresAt.toISOString(),
    seed,
    seed_hash: seedHash(seed),
  });
  return { status: outcome.status, response: outcome.response, replay: outcome.replay };
}

/**
 * POST /api/reservations/{id}/confirm in one database call (raeppli_confirm): debits first in
 * first out through the ledger engine, creates the order, marks the reservation confirmed
 * (confirming twice answers with the same order). Then the spend badges, if one is due.
 */
export async function confirm(db: Db, config: Config, who: Spender, reservationId: string, claim: Idem | null, now = new Date()): Promise<Answer> {
  // A prize wheel's hold is confirmed by its claim (an address), never bought (docs/games.md).
  if (isPrizeHold(reservationId)) throw new ApiError('RESERVATION_NOT_FOUND');
  const spendBadges: Record<string, number[]> = {};
  for (const b of await cachedBadges(db)) if (b.rule?.type === 'spendCount') (spendBadges[b.rule.kind] ??= []).push(b.id);
  const outcome = await moneyCall(db, 'raeppli_confirm', {
    idem: claim,
    member: spenderArg(who),
    reservation_id: reservationId,
    now: now.toISOString(),
    day: businessDay(now, config.TIMEZONE),
    tz: config.TIMEZONE,
    coupon_code: couponCode(),
    advent_slug: ADVENT_SLUG,
    spend_badges: spendBadges,
  });
  if (outcome.spend_count && outcome.kind && outcome.collector_id) {
    const owned = (outcome.badges ?? []).map(Number);
    const due = await badgesDue(db, outcome.collector_id, owned, { stepCounts: {}, spendCounts: { [outcome.kind]: Number(outcome.spend_count) } }, null);
    if (due.length) await grantBadges(db, outcome.collector_id, due);
  }
  return { status: outcome.status, response: outcome.response, replay: outcome.replay };
}

/**
 * reserve + confirm inside the caller's transaction at a chosen instant, without idempotency keys
 * (the demo seed's orders, tests of orders on chosen business days).
 */
export async function redeemTx(tx: Db, config: Config, collectorId: number, rewardId: number, body: ReserveBody, now = new Date()): Promise<ConfirmResult> {
  const held = (await reserve(tx, config, { collectorId }, rewardId, body, null, now)).response as Reservation;
  return (await confirm(tx, config, { collectorId }, held.reservation_id, null, now)).response as ConfirmResult;
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
  if (isPrizeHold(reservationId)) throw new ApiError('RESERVATION_NOT_FOUND');
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
