import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { PRIZE_ADDRESS_FIELDS, type ClaimBody, type Order, type OrderActionResult } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { collectors, ledgerEntries, orders, rewards, ssoUsers } from '@/lib/server/db/schema';
import { COUPON_SHOW_MINUTES, effectiveOrderState, PASS_HOURS, prizeNeed } from '@/lib/domain/redeem';
import {
  memberMayCancel,
  nextOrderState,
  type DeliveryType,
  type OrderEvent,
  type OrderState,
  type RaffleState,
  type RewardType,
} from '@/lib/domain/reward-states';
import { ApiError } from '@/lib/server/errors';
import { creditTx, lockCollector } from '@/lib/server/money/ledger';
import { returnStock } from './redeem';
import { emitOrderEvents } from '@/lib/server/webhooks/emit';

// My rewards (docs/product.md §9.4): orders by delivery type, member cancel / coupon redeem / pass activation,
// and the operators' state changes through the host API.

type OrderRow = typeof orders.$inferSelect;
type RewardBits = { id: number; title: string; imageUrl: string | null; sponsor: string | null; externalUrl: string | null };

const orderColumns = {
  order: orders,
  reward: { id: rewards.id, title: rewards.title, imageUrl: rewards.imageUrl, sponsor: rewards.sponsor, externalUrl: rewards.externalUrl },
};

export function orderJson(o: OrderRow, r: RewardBits, now = new Date()): Order {
  const delivery = o.delivery as DeliveryType;
  // A won prize not claimed by its date is expired (settleOrders stores it later, as here).
  const prizeExpired = o.raffleState === 'won' && o.state === 'waiting' && o.claimedAt === null && o.validUntil !== null && now >= o.validUntil;
  const state = prizeExpired
    ? 'canceled'
    : effectiveOrderState({ delivery, state: o.state as OrderState, validUntil: o.validUntil, activeUntil: o.activeUntil }, now);
  return {
    id: o.id,
    reward: { id: r.id, title: r.title, image_url: r.imageUrl, type: o.type as RewardType, delivery, sponsor: r.sponsor },
    units: o.units,
    amount: o.amount,
    cost: o.cost,
    state,
    raffle_state: prizeExpired ? 'expired' : ((o.raffleState as RaffleState | null) ?? null),
    created_at: o.createdAt.toISOString(),
    valid_until: o.validUntil?.toISOString() ?? null,
    active_until: o.activeUntil?.toISOString() ?? null,
    used_at: o.usedAt?.toISOString() ?? null,
    // A coupon's code shows once it is redeemed; an external reward's link once it is bought.
    coupon_code: state === 'active' || state === 'done' ? o.couponCode : null,
    external_url: delivery === 'external' ? r.externalUrl : null,
    can_cancel: o.type !== 'raffle' && o.type !== 'fund' && memberMayCancel(delivery, state),
    prize: o.raffleState === 'won' && !prizeExpired ? { needs: prizeNeed(delivery), claimed_at: o.claimedAt?.toISOString() ?? null } : null,
  };
}

/**
 * GET /api/me/rewards: the rewards tab (everything but raffle tickets) or the raffles tab, newest first;
 * without a tab every order, as the console's member page lists them (docs/console.md, Members).
 */
export async function myOrders(db: Db, collectorId: number, q: { tab?: 'rewards' | 'raffles'; limit: number; before?: number }, now = new Date()) {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(rewards, eq(rewards.id, orders.rewardId))
    .where(
      and(
        eq(orders.collectorId, collectorId),
        q.tab === 'raffles' ? isNotNull(orders.raffleState) : q.tab === 'rewards' ? isNull(orders.raffleState) : undefined,
        q.before ? lt(orders.id, q.before) : undefined,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return { items: page.map((r) => orderJson(r.order, r.reward, now)), next_before: rows.length > q.limit ? page[page.length - 1]!.order.id : null };
}

async function lockedOrder(tx: Db, orderId: number, collectorId: number | null) {
  const [row] = await tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(rewards, eq(rewards.id, orders.rewardId))
    .where(and(eq(orders.id, orderId), collectorId === null ? undefined : eq(orders.collectorId, collectorId)))
    .for('update', { of: orders });
  if (!row) throw new ApiError('ORDER_NOT_FOUND');
  return row;
}

export async function myOrder(db: Db, collectorId: number, orderId: number, now = new Date()): Promise<Order> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(rewards, eq(rewards.id, orders.rewardId))
    .where(and(eq(orders.id, orderId), eq(orders.collectorId, collectorId)));
  if (!row) throw new ApiError('ORDER_NOT_FOUND');
  return orderJson(row.order, row.reward, now);
}

/**
 * Cancels an order and pays the Räppli back: one compensating credit per credit the spend used,
 * with that credit's own expiry (so a refund never extends Räppli), and the stock back.
 */
async function refundTx(tx: Db, o: OrderRow, title: string) {
  await lockCollector(tx, { id: o.collectorId });
  if (o.debitEntryId) {
    const [debit] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, o.debitEntryId));
    const takes = (debit?.data.consumed ?? []) as { id: number; amount: number }[];
    const sources = takes.length
      ? await tx
          .select({ id: ledgerEntries.id, expiresAt: ledgerEntries.expiresAt })
          .from(ledgerEntries)
          .where(
            inArray(
              ledgerEntries.id,
              takes.map((t) => t.id),
            ),
          )
      : [];
    for (const take of takes) {
      await creditTx(tx, o.collectorId, {
        amount: take.amount,
        kind: 'refund',
        reason: 'refund',
        params: { title },
        reference: `order:${o.id}`,
        idempotencyKey: `refund:${o.id}:${take.id}`,
        expiresAt: sources.find((s) => s.id === take.id)?.expiresAt ?? null,
        data: { order_id: o.id, credit_id: take.id },
        refund: true,
      });
    }
  }
  await returnStock(tx, o.rewardId, o.units);
  if (o.type === 'fund')
    await tx
      .update(rewards)
      .set({ fundTotal: sql`${rewards.fundTotal} - ${o.amount}` })
      .where(eq(rewards.id, o.rewardId));
}

/** Stores an order's change; a new state is reported to webhooks (order.state_changed) in the same transaction. */
async function setState(tx: Db, order: OrderRow, set: Partial<OrderRow>) {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (set.state && set.state !== order.state) await emitOrderEvents(tx, 'order.state_changed', [order.id], { from: order.state, to: set.state });
  return row!;
}

async function result(tx: Db, o: OrderRow, reward: RewardBits, now: Date): Promise<OrderActionResult> {
  const [c] = await tx
    .select({ points: collectors.pointsAvailable, premiumUntil: collectors.premiumUntil })
    .from(collectors)
    .where(eq(collectors.id, o.collectorId));
  return { order: orderJson(o, reward, now), balance: c?.points ?? 0, premium_until: c?.premiumUntil?.toISOString() ?? null };
}

/** POST /api/me/orders/{id}/cancel — a reward not yet picked up or sent (docs/product.md §9.5). */
export async function cancelMyOrder(db: Db, collectorId: number, orderId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const { order, reward } = await lockedOrder(tx, orderId, collectorId);
    const view = orderJson(order, reward, now);
    if (!view.can_cancel) throw new ApiError('NOT_CANCELABLE');
    await refundTx(tx, order, reward.title);
    return result(tx, await setState(tx, order, { state: 'canceled' }), reward, now);
  });
}

/** POST /api/me/orders/{id}/redeem — a coupon, once, before it expires; its code shows for a while. */
export async function redeemCoupon(db: Db, collectorId: number, orderId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const { order, reward } = await lockedOrder(tx, orderId, collectorId);
    if (order.delivery !== 'coupon' || order.raffleState) throw new ApiError('TYPE_NOT_ALLOWED');
    const state = orderJson(order, reward, now).state;
    if (state === 'canceled') throw new ApiError('COUPON_EXPIRED');
    if (state !== 'waiting') throw new ApiError('COUPON_ALREADY_REDEEMED');
    const activeUntil = new Date(now.getTime() + COUPON_SHOW_MINUTES * 60_000);
    return result(tx, await setState(tx, order, { state: 'active', usedAt: now, activeUntil }), reward, now);
  });
}

/** POST /api/me/orders/{id}/activate — a pass: 24 hours of premium articles from now (docs/product.md §9.7). */
export async function activatePass(db: Db, collectorId: number, orderId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const { order, reward } = await lockedOrder(tx, orderId, collectorId);
    if (order.delivery !== 'custom' || order.raffleState) throw new ApiError('TYPE_NOT_ALLOWED');
    const state = orderJson(order, reward, now).state;
    if (state === 'canceled') throw new ApiError('PASS_EXPIRED');
    if (state !== 'waiting') throw new ApiError('PASS_ALREADY_ACTIVATED');
    const collector = await lockCollector(tx, { id: collectorId });
    // Passes add up: a second pass starts where the first one ends.
    const from = collector!.premiumUntil && collector!.premiumUntil > now ? collector!.premiumUntil : now;
    const premiumUntil = new Date(from.getTime() + PASS_HOURS * 3_600_000);
    await tx.update(collectors).set({ premiumUntil }).where(eq(collectors.id, collectorId));
    return result(tx, await setState(tx, order, { state: 'active', usedAt: now, activeUntil: premiumUntil }), reward, now);
  });
}

/** The contact a claim stores, or MISSING_FIELDS naming what is missing (as reserve names it: `address.city`, `email`). */
export function claimContact(needs: ReturnType<typeof prizeNeed>, body: ClaimBody): Record<string, unknown> {
  const address = body.address ?? {};
  const missing: string[] = PRIZE_ADDRESS_FIELDS[needs].filter((f) => !address[f]?.trim()).map((f) => `address.${f}`);
  if (needs === 'email' && !body.email) missing.push('email');
  if (missing.length) throw new ApiError('MISSING_FIELDS', { fields: missing });
  const contact: Record<string, unknown> = {};
  // A name is all a pickup needs: nothing else of an address given with it is kept.
  if (needs === 'address') contact.address = address;
  if (needs === 'name') contact.address = { salutation: address.salutation, firstname: address.firstname, lastname: address.lastname };
  if (body.email) contact.email = body.email;
  if (body.telephone) contact.telephone = body.telephone;
  return contact;
}

/** JSON with sorted keys and no empty values: jsonb stores keys in its own order. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_key, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x)
            .filter(([, y]) => y !== undefined && y !== '')
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : x,
  );
export const sameContact = (stored: Record<string, unknown>, given: Record<string, unknown>) =>
  Object.entries(given).every(([k, v]) => canonical(stored[k]) === canonical(v));

/**
 * POST /api/me/orders/{id}/claim — a winner claims the prize within the month (docs/product.md §9.8),
 * giving what it needs: the address it is shipped to, the name it is handed over to, or the e-mail
 * address it is sent to. The details go with this order (the operators' list shows them), never into
 * a profile. Sent again with the same details (a lost answer), it answers the claim again.
 */
export async function claimPrize(db: Db, collectorId: number, orderId: number, body: ClaimBody, now = new Date()) {
  return db.transaction(async (tx) => {
    const { order, reward } = await lockedOrder(tx, orderId, collectorId);
    const view = orderJson(order, reward, now);
    if (view.raffle_state === 'expired') throw new ApiError('PRIZE_EXPIRED');
    if (view.raffle_state !== 'won' || !view.prize) throw new ApiError('NOT_A_PRIZE');
    const contact = claimContact(view.prize.needs, body);
    if (order.claimedAt || view.state !== 'waiting') {
      if (order.claimedAt && sameContact(order.contact, contact)) return result(tx, order, reward, now);
      throw new ApiError('PRIZE_ALREADY_CLAIMED');
    }
    return result(tx, await setState(tx, order, { claimedAt: now, contact: { ...order.contact, ...contact } }), reward, now);
  });
}

/** A drawn raffle for one member (the detail page's `my.raffle`): a won ticket before lost ones; null before the draw. */
export async function raffleOutcome(db: Db, collectorId: number, rewardId: number, now = new Date()) {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(rewards, eq(rewards.id, orders.rewardId))
    .where(and(eq(orders.collectorId, collectorId), eq(orders.rewardId, rewardId), inArray(orders.raffleState, ['won', 'lost', 'expired'])))
    .orderBy(asc(orders.id));
  const views = rows.map((r) => orderJson(r.order, r.reward, now));
  const rank = (o: Order) => ['won', 'expired', 'lost'].indexOf(o.raffle_state!);
  const best = views.sort((a, b) => rank(a) - rank(b))[0];
  if (!best) return null;
  const claimed = best.raffle_state === 'won' && (best.prize?.claimed_at != null || best.state !== 'waiting');
  return { outcome: best.raffle_state!, order_id: best.id, claimed, collect_by: best.raffle_state === 'won' ? best.valid_until : null };
}

/** GET /api/host/orders — the operators' list, oldest first, by state and reward. */
export async function hostOrders(db: Db, q: { state?: OrderState; reward_id?: number; limit: number; after?: number }, now = new Date()) {
  // The stored states catch up with time first, so the filter and the states shown agree.
  if (q.state) await settleOrders(db, now);
  const rows = await db
    .select({ ...orderColumns, userId: collectors.ssoUserId, username: ssoUsers.username })
    .from(orders)
    .innerJoin(rewards, eq(rewards.id, orders.rewardId))
    .innerJoin(collectors, eq(collectors.id, orders.collectorId))
    .leftJoin(ssoUsers, eq(ssoUsers.id, collectors.ssoUserId))
    .where(
      and(
        q.state ? eq(orders.state, q.state) : undefined,
        q.reward_id ? eq(orders.rewardId, q.reward_id) : undefined,
        q.after ? gt(orders.id, q.after) : undefined,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    items: page.map((r) => ({
      ...orderJson(r.order, r.reward, now),
      collector_id: r.order.collectorId,
      user_id: r.userId,
      username: r.username,
      contact: r.order.contact,
    })),
    next_after: rows.length > q.limit ? page[page.length - 1]!.order.id : null,
  };
}

/**
 * The draw locks the raffle's row, then its tickets; cancelling a ticket takes the row first too
 * (FOR NO KEY UPDATE: a ticket confirm's FOR KEY SHARE does not wait for it), so the two cannot
 * deadlock. Waiting for a draw that is under way, the cancel then finds the ticket won or lost.
 */
async function lockRaffleFirst(tx: Db, orderId: number) {
  const [o] = await tx.select({ rewardId: orders.rewardId, raffleState: orders.raffleState }).from(orders).where(eq(orders.id, orderId));
  if (o?.raffleState === 'pending') await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.id, o.rewardId)).for('no key update');
}

/**
 * POST /api/host/orders/{id}/state — operators move an order on: activate (ready for pickup),
 * complete (sent, picked up, prize handed over) or cancel (Räppli and stock back).
 */
export async function moveOrder(db: Db, orderId: number, event: Extract<OrderEvent, 'activate' | 'complete' | 'cancel'>, now = new Date()) {
  return db.transaction(async (tx) => {
    if (event === 'cancel') await lockRaffleFirst(tx, orderId);
    const { order, reward } = await lockedOrder(tx, orderId, null);
    const current = orderJson(order, reward, now).state;
    // Raffle tickets before the draw and lost tickets are not orders an operator ships.
    const pendingTicket = order.raffleState === 'pending' || order.raffleState === 'lost';
    // Coupons and passes are activated by the member (the code's 15 minutes, the pass's 24 hours).
    const memberActivates = (order.delivery === 'coupon' || order.delivery === 'custom') && !order.raffleState;
    const next = nextOrderState(current, event);
    // An activated pass or a shown coupon has been used: cancelling it would refund what was had.
    const used = memberActivates && current === 'active';
    if (!next || (pendingTicket && event !== 'cancel') || (order.type === 'fund' && event === 'cancel') || (memberActivates && event === 'activate') || used) {
      throw new ApiError('INVALID_TRANSITION');
    }
    // A prize goes out only once its winner has claimed it with what it needs (an address, a name,
    // an e-mail address; docs/product.md §9.8): shipped before that, the winner could never give one.
    if (order.raffleState === 'won' && !order.claimedAt && event !== 'cancel') throw new ApiError('PRIZE_NOT_CLAIMED');
    if (event === 'cancel') await refundTx(tx, order, reward.title);
    const set: Partial<OrderRow> = { state: next };
    // A cancelled ticket or prize leaves the draw's outcome: it reads "storniert", not pending or won.
    if (event === 'cancel' && (order.raffleState === 'pending' || order.raffleState === 'won')) set.raffleState = 'canceled';
    return result(tx, await setState(tx, order, set), reward, now);
  });
}

/**
 * The periodic job: stored states catch up with time (missed coupons and passes, shown coupons,
 * unclaimed prizes), each move reported to webhooks in the same transaction.
 */
export function settleOrders(db: Db, now = new Date()) {
  return db.transaction((tx) => settleOrdersTx(tx, now));
}

async function settleOrdersTx(db: Db, now: Date) {
  const missed = await db
    .update(orders)
    .set({ state: 'canceled', updatedAt: now })
    .where(and(inArray(orders.delivery, ['coupon', 'custom']), eq(orders.state, 'waiting'), isNull(orders.raffleState), lte(orders.validUntil, now)))
    .returning({ id: orders.id });
  const used = await db
    .update(orders)
    .set({ state: 'done', updatedAt: now })
    .where(and(inArray(orders.delivery, ['coupon', 'custom']), eq(orders.state, 'active'), isNull(orders.raffleState), lte(orders.activeUntil, now)))
    .returning({ id: orders.id });
  const expired = await db
    .update(orders)
    .set({ state: 'canceled', raffleState: 'expired', updatedAt: now })
    .where(and(eq(orders.raffleState, 'won'), eq(orders.state, 'waiting'), isNull(orders.claimedAt), lte(orders.validUntil, now)))
    .returning({ id: orders.id });
  await emitOrderEvents(
    db,
    'order.state_changed',
    missed.map((o) => o.id),
    { from: 'waiting', to: 'canceled' },
  );
  await emitOrderEvents(
    db,
    'order.state_changed',
    used.map((o) => o.id),
    { from: 'active', to: 'done' },
  );
  await emitOrderEvents(
    db,
    'order.state_changed',
    expired.map((o) => o.id),
    { from: 'waiting', to: 'canceled' },
  );
  return { missed: missed.length, used: used.length, expired: expired.length };
}

// Whether a member is a subscriber is the database's rule (raeppli_subscriber, 15-member.sql), the
// one the redeem check applies.
const subscriberNow = (now: Date) => sql<boolean>`raeppli_subscriber(${collectors}, ${now.toISOString()}::timestamptz)`;

/** GET /api/host/collectors/{token}/entitlements, PUT …/subscription */
export async function entitlements(db: Db, collectorId: number, now = new Date()) {
  const [c] = await db
    .select({ premiumUntil: collectors.premiumUntil, subscriber: subscriberNow(now) })
    .from(collectors)
    .where(eq(collectors.id, collectorId));
  const premium = c!.premiumUntil && c!.premiumUntil > now ? c!.premiumUntil.toISOString() : null;
  return { premium_until: premium, subscriber: c!.subscriber };
}

export async function setSubscription(db: Db, collectorId: number, body: { active: boolean; until?: string | null }, now = new Date()) {
  const until = body.until ? new Date(body.until) : null;
  const [c] = await db
    .update(collectors)
    .set({ subscriptionActive: body.active, subscriptionUntil: until })
    .where(eq(collectors.id, collectorId))
    .returning({ subscriber: subscriberNow(now) });
  return { active: body.active, until: until?.toISOString() ?? null, subscriber: c!.subscriber };
}
