import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { ClaimBody } from '@/lib/contracts/rewards';
import type { PendingPrize, Prizewheel, Segment, SpinClaimResult, SpinResult, SpinState } from '@/lib/contracts/games';
import type { Db } from '@/lib/server/db/client';
import { execRows } from '@/lib/server/db/raw';
import { collectors, orders, prizewheelBudgets, prizewheelSegments, prizewheelSpins, reservations, rewards } from '@/lib/server/db/schema';
import { addDays, businessDay, startOfBusinessDay } from '@/lib/domain/business-time';
import { creditExpiry } from '@/lib/domain/ledger';
import { budgetCost, pickSegment, PRIZE_HOLD_PREFIX, segmentsInBudget, spinsAllowed, type WheelSegment } from '@/lib/domain/prizewheel';
import { prizeNeed, PRIZE_COLLECT_MONTHS } from '@/lib/domain/redeem';
import type { DeliveryType } from '@/lib/domain/reward-states';
import { ApiError } from '@/lib/server/errors';
import { creditTx, lockAddressedCollector, once } from '@/lib/server/money/ledger';
import type { Idem } from '@/lib/server/money/idempotency';
import { checkLevelUp } from './progress';
import { claimContact, sameContact } from './orders';
import { returnStock } from './redeem';
import { emitOrderEvents } from '@/lib/server/webhooks/emit';

// The daily prize wheel (docs/games.md, Prize wheel). The server draws (node:crypto, weighted,
// among the segments still in their daily budget) and books the outcome in the spin's transaction:
// Räppli through the money engine, a pass as an order in my rewards, a reward prize as a hold on
// one unit of its stock for a month (a reservation), which the member's claim turns into an order.

type SegmentRow = typeof prizewheelSegments.$inferSelect;
type Collector = NonNullable<Awaited<ReturnType<typeof lockAddressedCollector>>>;

const segmentJson = (s: SegmentRow): Segment => ({
  id: s.id,
  kind: s.kind as Segment['kind'],
  label: s.label,
  amount: s.amount,
  reward_id: s.rewardId,
  image_url: s.imageUrl,
});
const wheelSegment = (s: SegmentRow): WheelSegment & { row: SegmentRow } => ({
  id: s.id,
  kind: s.kind as WheelSegment['kind'],
  amount: s.amount,
  weight: s.weight,
  dailyBudget: s.dailyBudget,
  row: s,
});

/** The published segments whose budget can pay one more win today and whose prize is there to give. */
async function segmentsToday(db: Db, day: string) {
  const rows = await db
    .select({
      segment: prizewheelSegments,
      stockLeft: rewards.stockLeft,
      rewardLive: sql<boolean>`${rewards.published} and not ${rewards.suspended} and ${rewards.archivedAt} is null`,
    })
    .from(prizewheelSegments)
    .leftJoin(rewards, eq(rewards.id, prizewheelSegments.rewardId))
    .where(eq(prizewheelSegments.published, true))
    .orderBy(asc(prizewheelSegments.position), asc(prizewheelSegments.id));
  const budgets = await db.select().from(prizewheelBudgets).where(eq(prizewheelBudgets.businessDay, day));
  const used = new Map(budgets.map((b) => [b.segmentId, b.used]));
  const givable = rows
    .filter((r) => r.segment.rewardId === null || (r.rewardLive && (r.stockLeft === null || r.stockLeft > 0)))
    .map((r) => wheelSegment(r.segment));
  return segmentsInBudget(givable, used);
}

async function spinsOn(db: Db, collectorId: number, day: string) {
  return db
    .select()
    .from(prizewheelSpins)
    .where(and(eq(prizewheelSpins.collectorId, collectorId), eq(prizewheelSpins.businessDay, day)))
    .orderBy(asc(prizewheelSpins.number));
}

function spinState(c: Pick<Collector, 'ssoUserId' | 'optedOutAt'>, todays: { kind: string }[], day: string, timeZone: string): SpinState {
  if (c.ssoUserId === null || c.optedOutAt) return { available: false, next_spin_at: null };
  const available = todays.length < spinsAllowed(todays.map((s) => s.kind as WheelSegment['kind']));
  return { available, next_spin_at: available ? null : startOfBusinessDay(addDays(day, 1), timeZone).toISOString() };
}

/**
 * The member's reward prizes still waiting for their claim: a prize is held for a month, so the
 * member must find it again after leaving the page it was won on.
 */
async function pendingPrizes(db: Db, collectorId: number, now: Date): Promise<PendingPrize[]> {
  const rows = await db
    .select({ spinId: prizewheelSpins.id, rewardId: rewards.id, title: rewards.title, delivery: rewards.delivery, until: reservations.expiresAt })
    .from(prizewheelSpins)
    .innerJoin(reservations, eq(reservations.id, prizewheelSpins.reservationId))
    .innerJoin(rewards, eq(rewards.id, reservations.rewardId))
    .where(
      and(
        eq(prizewheelSpins.collectorId, collectorId),
        eq(prizewheelSpins.kind, 'reward'),
        isNull(prizewheelSpins.orderId),
        eq(reservations.state, 'held'),
        gt(reservations.expiresAt, now),
      ),
    )
    .orderBy(asc(prizewheelSpins.createdAt));
  return rows.map((r) => ({
    spin_id: r.spinId,
    reward_id: r.rewardId,
    title: r.title,
    needs: prizeNeed(r.delivery as DeliveryType),
    claim_until: r.until.toISOString(),
  }));
}

/** GET /api/prizewheel: the segments a spin can land on today, whether this member may spin, and the prizes to claim. */
export async function prizewheel(db: Db, config: Config, collector: Pick<Collector, 'id' | 'ssoUserId' | 'optedOutAt'>, now = new Date()): Promise<Prizewheel> {
  const day = businessDay(now, config.TIMEZONE);
  const [segments, todays, prizes] = await Promise.all([
    segmentsToday(db, day),
    spinsOn(db, collector.id, day),
    collector.ssoUserId === null ? [] : pendingPrizes(db, collector.id, now),
  ]);
  return { segments: segments.map((s) => segmentJson(s.row)), spin: spinState(collector, todays, day, config.TIMEZONE), prizes };
}

/**
 * Takes one win from a segment's budget and its prize from stock, or false when another spin took
 * the last of either first (then the draw goes on without this segment).
 */
async function takeFromBudget(tx: Db, s: SegmentRow, day: string): Promise<boolean> {
  if (s.rewardId !== null) {
    const [held] = await tx
      .update(rewards)
      .set({ stockLeft: sql`${rewards.stockLeft} - 1` })
      .where(and(eq(rewards.id, s.rewardId), sql`${rewards.stockLeft} is not null`, sql`${rewards.stockLeft} > 0`))
      .returning({ id: rewards.id });
    if (!held) {
      const [unlimited] = await tx
        .select({ id: rewards.id })
        .from(rewards)
        .where(and(eq(rewards.id, s.rewardId), isNull(rewards.stockLeft)));
      if (!unlimited) return false;
    }
  }
  if (s.dailyBudget === null) return true;
  const cost = budgetCost(s as WheelSegment);
  const taken = await execRows<{ used: number }>(
    tx,
    sql`insert into ${prizewheelBudgets} (segment_id, business_day, used) values (${s.id}, ${day}, ${cost})
        on conflict (segment_id, business_day) do update set used = ${prizewheelBudgets}.used + excluded.used
        where ${prizewheelBudgets}.used + excluded.used <= ${s.dailyBudget}
        returning used`,
  );
  if (taken.length) return true;
  if (s.rewardId !== null) await returnStock(tx, s.rewardId, 1);
  return false;
}

/** A pass won: an order in my rewards, like a bought one (valid_days to activate), for 0 Räppli. */
async function passOrder(tx: Db, config: Config, collector: Collector, rewardId: number, spinId: string, day: string, now: Date) {
  const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
  const reservationId = `${PRIZE_HOLD_PREFIX}${spinId}`;
  await tx.insert(reservations).values({
    id: reservationId,
    rewardId,
    collectorId: collector.id,
    units: 1,
    cost: 0,
    contact: { source: 'prizewheel' },
    state: 'confirmed',
    businessDay: day,
    expiresAt: now,
  });
  const [order] = await tx
    .insert(orders)
    .values({
      collectorId: collector.id,
      rewardId,
      reservationId,
      type: reward!.type,
      delivery: reward!.delivery,
      units: 1,
      cost: 0,
      contact: { source: 'prizewheel' },
      businessDay: day,
      validUntil: startOfBusinessDay(addDays(day, reward!.validDays + 1), config.TIMEZONE),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.update(reservations).set({ orderId: order!.id }).where(eq(reservations.id, reservationId));
  await emitOrderEvents(tx, 'order.created', [order!.id], { source: 'prizewheel' });
  return order!.id;
}

/** POST /api/prizewheel/spin: one spin of an identified member (Idempotency-Key). */
export function spin(db: Db, config: Config, token: string, claim: Idem, now = new Date()) {
  return once(db, claim, async (tx) => {
    const collector = await lockAddressedCollector(tx, token);
    if (collector.ssoUserId === null) throw new ApiError('ANONYMOUS_NOT_ALLOWED');
    if (collector.optedOutAt) throw new ApiError('OPTED_OUT');
    const day = businessDay(now, config.TIMEZONE);
    const todays = await spinsOn(tx, collector.id, day);
    if (todays.length >= spinsAllowed(todays.map((s) => s.kind as WheelSegment['kind']))) throw new ApiError('ALREADY_SPUN');

    let candidates = await segmentsToday(tx, day);
    let won: SegmentRow | null = null;
    while (!won) {
      const pick = pickSegment(candidates, (max) => randomInt(max));
      if (!pick) throw new ApiError('PRIZEWHEEL_EMPTY');
      if (await takeFromBudget(tx, pick.row, day)) won = pick.row;
      else candidates = candidates.filter((c) => c.id !== pick.id);
    }

    const spinId = randomUUID();
    let balance = collector.pointsAvailable;
    let ledgerEntryId: number | null = null;
    let orderId: number | null = null;
    let reservationId: string | null = null;
    let claimUntil: Date | null = null;
    if (won.kind === 'points' && won.amount) {
      ledgerEntryId = await creditTx(tx, collector.id, {
        amount: won.amount,
        kind: 'prizewheel',
        reason: 'prizewheel',
        reference: `prizewheel_segment:${won.id}`,
        idempotencyKey: `prizewheel:${spinId}`,
        expiresAt: creditExpiry(now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE),
      });
      balance += won.amount;
      await checkLevelUp(tx, { id: collector.id, anonymous: false }, collector.lifetimeEarned, collector.lifetimeEarned + won.amount);
    } else if (won.kind === 'pass' && won.rewardId !== null) {
      orderId = await passOrder(tx, config, collector, won.rewardId, spinId, day, now);
    } else if (won.kind === 'reward' && won.rewardId !== null) {
      const until = creditExpiry(now, PRIZE_COLLECT_MONTHS, config.TIMEZONE)!; // a month: never null
      claimUntil = until;
      reservationId = `${PRIZE_HOLD_PREFIX}${spinId}`;
      await tx.insert(reservations).values({
        id: reservationId,
        rewardId: won.rewardId,
        collectorId: collector.id,
        units: 1,
        cost: 0,
        contact: { source: 'prizewheel' },
        businessDay: day,
        expiresAt: until,
      });
    }
    await tx.insert(prizewheelSpins).values({
      id: spinId,
      collectorId: collector.id,
      businessDay: day,
      number: todays.length + 1,
      segmentId: won.id,
      kind: won.kind,
      amount: won.amount,
      rewardId: won.rewardId,
      ledgerEntryId,
      reservationId,
      orderId,
      createdAt: now,
    });
    const result: SpinResult = {
      spin_id: spinId,
      segment_id: won.id,
      outcome: {
        kind: won.kind as SpinResult['outcome']['kind'],
        amount: won.amount,
        reward_id: won.rewardId,
        order_id: orderId,
        claim_required: won.kind === 'reward',
        claim_until: claimUntil?.toISOString() ?? null,
      },
      balance,
      spin: spinState(collector, [...todays, { kind: won.kind }], day, config.TIMEZONE),
    };
    return { status: 201, response: result };
  });
}

/** A hold past its month gives its unit back now, if the periodic job has not yet (its own transaction: the claim then fails). */
async function releaseIfExpired(db: Db, spinId: string, now: Date) {
  await db.transaction(async (tx) => {
    const [hold] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, `${PRIZE_HOLD_PREFIX}${spinId}`), eq(reservations.state, 'held'), lte(reservations.expiresAt, now)))
      .for('update');
    if (!hold) return;
    await tx.update(reservations).set({ state: 'expired' }).where(eq(reservations.id, hold.id));
    await returnStock(tx, hold.rewardId, hold.units);
  });
}

/**
 * POST /api/prizewheel/spins/{spin_id}/claim: the winner of a reward prize gives what its delivery
 * needs within the month; the held unit becomes an order. Sent again with the same details, it
 * answers the claim again.
 */
export async function claimSpinPrize(db: Db, token: string, spinId: string, body: ClaimBody, claim: Idem, now = new Date()) {
  await releaseIfExpired(db, spinId, now);
  return once(db, claim, async (tx) => {
    const collector = await lockAddressedCollector(tx, token);
    const [row] = await tx
      .select({ spin: prizewheelSpins, reward: rewards })
      .from(prizewheelSpins)
      .innerJoin(collectors, eq(collectors.id, prizewheelSpins.collectorId))
      .leftJoin(rewards, eq(rewards.id, prizewheelSpins.rewardId))
      .where(and(eq(prizewheelSpins.id, spinId), eq(prizewheelSpins.collectorId, collector.id)))
      .for('update', { of: prizewheelSpins });
    if (!row) throw new ApiError('SPIN_NOT_FOUND');
    const { spin: s, reward } = row;
    if (s.kind !== 'reward' || !s.reservationId || !reward) throw new ApiError('NOT_A_PRIZE');
    const contact = claimContact(prizeNeed(reward.delivery as DeliveryType), body);
    if (s.orderId !== null) {
      const [order] = await tx.select({ contact: orders.contact }).from(orders).where(eq(orders.id, s.orderId));
      if (order && sameContact(order.contact, contact)) return { status: 200, response: { spin_id: s.id, order_id: s.orderId } satisfies SpinClaimResult };
      throw new ApiError('PRIZE_ALREADY_CLAIMED');
    }
    const [hold] = await tx.select().from(reservations).where(eq(reservations.id, s.reservationId)).for('update');
    if (!hold || hold.state !== 'held' || hold.expiresAt <= now) throw new ApiError('PRIZE_EXPIRED');
    const [order] = await tx
      .insert(orders)
      .values({
        collectorId: collector.id,
        rewardId: reward.id,
        reservationId: hold.id,
        type: reward.type,
        delivery: reward.delivery,
        units: 1,
        cost: 0,
        contact: { ...contact, source: 'prizewheel' },
        businessDay: s.businessDay,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    await tx
      .update(reservations)
      .set({ state: 'confirmed', orderId: order!.id, contact: { ...contact, source: 'prizewheel' } })
      .where(eq(reservations.id, hold.id));
    await tx.update(prizewheelSpins).set({ orderId: order!.id }).where(eq(prizewheelSpins.id, s.id));
    await emitOrderEvents(tx, 'order.created', [order!.id], { source: 'prizewheel' });
    return { status: 200, response: { spin_id: s.id, order_id: order!.id } satisfies SpinClaimResult };
  });
}

/** GET /api/console/prizewheel/stats: spins, members, Räppli and outcomes per business day, newest first. */
export async function prizewheelStats(db: Db, config: Config, days: number, now = new Date()) {
  const today = businessDay(now, config.TIMEZONE);
  const from = addDays(today, -(days - 1));
  const rows = await db
    .select({
      day: prizewheelSpins.businessDay,
      kind: prizewheelSpins.kind,
      spins: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${prizewheelSpins.amount}) filter (where ${prizewheelSpins.kind} = 'points'), 0)::int`,
    })
    .from(prizewheelSpins)
    .where(gte(prizewheelSpins.businessDay, from))
    .groupBy(prizewheelSpins.businessDay, prizewheelSpins.kind);
  const members = await db
    .select({ day: prizewheelSpins.businessDay, n: sql<number>`count(distinct ${prizewheelSpins.collectorId})::int` })
    .from(prizewheelSpins)
    .where(gte(prizewheelSpins.businessDay, from))
    .groupBy(prizewheelSpins.businessDay);
  return {
    days: Array.from({ length: days }, (_, i) => addDays(today, -i)).map((day) => {
      const of = rows.filter((r) => r.day === day);
      return {
        day,
        spins: of.reduce((s, r) => s + Number(r.spins), 0),
        members: Number(members.find((m) => m.day === day)?.n ?? 0),
        points: of.reduce((s, r) => s + Number(r.points), 0),
        by_kind: Object.fromEntries(
          ['points', 'pass', 'reward', 'nothing', 'retry'].map((k) => [k, Number(of.find((r) => r.kind === k)?.spins ?? 0)]),
        ) as Record<Segment['kind'], number>,
      };
    }),
  };
}
