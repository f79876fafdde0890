import 'server-only';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import { redeemCap, type RedeemCheck, type Reward, type RewardDetail } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { rawRows } from '@/lib/server/db/raw';
import { orders, reservations, rewards } from '@/lib/server/db/schema';
import { availability, type DeliveryType, type RewardType } from '@/lib/domain/reward-states';
import type { LimitPeriod } from '@/lib/domain/limit-periods';
import { ADVENT_SLUG } from '@/lib/domain/redeem';
import { ApiError, errorText } from '@/lib/server/errors';
import type { Member } from './collectors';
import type { RedeemCheckResult } from '@/lib/server/money/results';
import { redeemPreview } from './redeem';
import { ensureDraw } from './raffles';
import { raffleOutcome } from './orders';
import { blackWeekPrices } from './specials/black-week';

export type RewardRow = typeof rewards.$inferSelect;

export const rewardState = (r: RewardRow, now: Date) => availability({ startsAt: r.startsAt, endsAt: r.endsAt, stockLeft: r.stockLeft }, now);

/** A catalogue item; `special` is the price a running Black Week charges for it, if any (blackWeekPrices). */
export function rewardJson(r: RewardRow, now: Date, special?: number): Reward {
  const cost = special ?? r.cost;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    image_url: r.imageUrl,
    type: r.type as RewardType,
    delivery: r.delivery as DeliveryType,
    category: r.categoryId,
    cost,
    regular_cost: special === undefined ? null : r.cost,
    free: cost === 0,
    stock: r.stock,
    stock_left: r.stockLeft,
    state: rewardState(r, now),
    exclusive: r.exclusive,
    suspended: r.suspended,
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
    sponsor: r.sponsor,
    limit: r.redeemLimit && r.redeemLimitPeriod ? { count: r.redeemLimit, period: r.redeemLimitPeriod as LimitPeriod } : null,
    participation_limit: r.participationLimit,
  };
}

/** The published catalogue, optionally one category or only (non-)exclusive rewards. */
export async function listRewards(db: Db, filter: { category?: number; exclusive?: boolean }, now = new Date()): Promise<Reward[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(
      and(
        eq(rewards.published, true),
        filter.category === undefined ? undefined : eq(rewards.categoryId, filter.category),
        filter.exclusive === undefined ? undefined : eq(rewards.exclusive, filter.exclusive),
      ),
    )
    .orderBy(asc(rewards.position), asc(rewards.id));
  const prices = await blackWeekPrices(db, now);
  return rows.map((r) => rewardJson(r, now, prices.get(r.id)));
}

export async function findReward(db: Db, id: number): Promise<RewardRow> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), eq(rewards.published, true)));
  if (!row) throw new ApiError('REWARD_NOT_FOUND');
  return row;
}

/** What one member holds of a reward: units in live orders and held reservations, Räppli donated. */
export async function memberUsage(db: Db, collectorId: number, reward: RewardRow, now: Date) {
  const [o] = await db
    .select({ units: sql<number>`coalesce(sum(${orders.units}), 0)`, donated: sql<number>`coalesce(sum(${orders.amount}), 0)` })
    .from(orders)
    .where(and(eq(orders.collectorId, collectorId), eq(orders.rewardId, reward.id), ne(orders.state, 'canceled')));
  const [h] = await db
    .select({ units: sql<number>`coalesce(sum(${reservations.units}), 0)` })
    .from(reservations)
    .where(
      and(eq(reservations.collectorId, collectorId), eq(reservations.rewardId, reward.id), eq(reservations.state, 'held'), gt(reservations.expiresAt, now)),
    );
  return { units: Number(o!.units) + Number(h!.units), donated: Number(o!.donated) };
}

/** Why the member may not redeem now, as the server answers it (RedeemCheck in lib/contracts/rewards.ts). */
function redeemCheck(r: RewardRow, member: Member | null, checked: RedeemCheckResult): RedeemCheck {
  // Who the member is comes first, as for reserve: the member rule the lookup applied to the request's SSO pair.
  const auth = member ? member.ssoProblem : 'MISSING_COLLECTOR_TOKEN';
  const blocker = auth ?? checked.blocker;
  const details = auth ? null : (checked.details ?? null);
  const maxUnits = member && checked.max_units !== undefined ? Math.min(checked.max_units ?? Infinity, redeemCap(r.type as RewardType)) : null;
  return {
    blocker,
    message: blocker ? errorText(blocker, details) : null,
    details,
    required_contact: checked.required_contact ?? [],
    unit_cost: checked.unit_cost ?? r.cost,
    max_units: maxUnits,
  };
}

/**
 * A raffle's public figures: tickets and distinct members over all tickets except cancelled ones,
 * the committed seed's hash (made on the first view) and when it was drawn.
 */
export async function raffleFigures(db: Db, r: Pick<RewardRow, 'id' | 'winners'>): Promise<NonNullable<RewardDetail['raffle']>> {
  const draw = await ensureDraw(db, r.id);
  const [t] = await db
    .select({ tickets: sql<number>`coalesce(sum(${orders.units}), 0)`, participants: sql<number>`count(distinct ${orders.collectorId})` })
    .from(orders)
    .where(and(eq(orders.rewardId, r.id), inArray(orders.raffleState, ['pending', 'won', 'lost', 'expired'])));
  return {
    winners: r.winners,
    tickets_total: Number(t!.tickets),
    participants: Number(t!.participants),
    seed_hash: draw.seedHash,
    drawn_at: draw.drawnAt?.toISOString() ?? null,
  };
}

/** The detail page: the item, raffle and fund figures, the member's own figures and what a reserve would answer. */
export async function rewardDetail(db: Db, config: Config, id: number, member: Member | null, now = new Date()): Promise<RewardDetail> {
  const collector = member?.collector ?? null;
  const r = await findReward(db, id);
  const price = (await blackWeekPrices(db, now, r.id)).get(r.id);
  const raffle = r.type === 'raffle' ? await raffleFigures(db, r) : null;
  const my = collector ? await memberUsage(db, collector.id, r, now) : null;
  // The check reserve runs, for the page: what blocks, and the limits' figures.
  const checked = await redeemPreview(db, config, collector?.id ?? null, r.id, now);
  let todayDoor: number | null = null;
  if (r.type === 'raffle' && r.specialSlug === ADVENT_SLUG) {
    // The same rule the refusal RAFFLE_OVER_ADVENT points with (lib/server/db/functions/50-redeem.sql).
    const [row] = await rawRows<{ door: string | number | null }>(db, 'select raeppli_advent_door($1, $2::timestamptz) as door', [
      ADVENT_SLUG,
      now.toISOString(),
    ]);
    todayDoor = row?.door == null ? null : Number(row.door);
  }
  return {
    ...rewardJson(r, now, price),
    details: r.details,
    valid_days: r.validDays,
    special_slug: r.specialSlug,
    today_door: todayDoor,
    raffle,
    fund: r.type === 'fund' ? { goal: r.fundGoal, total: r.fundTotal } : null,
    redeem: redeemCheck(r, member, checked),
    my:
      my && collector
        ? {
            subscriber: member!.subscriber,
            units: my.units,
            donated: my.donated,
            redeemable: checked.redeemable ?? null,
            participation_left: checked.participation_left ?? null,
            raffle: raffle?.drawn_at ? await raffleOutcome(db, collector.id, r.id, now) : null,
          }
        : null,
  };
}
