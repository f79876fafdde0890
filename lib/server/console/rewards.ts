import 'server-only';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { orders, reservations, rewards } from '@/lib/server/db/schema';
import { rewardInputSchema, type ConsoleReward, type RewardInput } from '@/lib/contracts/console';
import { availability } from '@/lib/domain/reward-states';
import { ApiError } from '@/lib/server/errors';
import { invalidatePages } from '@/lib/server/pages/invalidate';
import { audit } from './audit';

// Rewards as editors manage them (docs/console.md, Rewards and drafts): an unpublished reward is
// edited in place; a published one keeps what members see until its draft is published. Every
// write is audited in its own transaction; what members see changes only on publish, unpublish,
// pause and archive, which drop the rendered pages.

type Row = typeof rewards.$inferSelect;

/** The editable fields of a row, as the contract names them. */
function inputOf(r: Row): RewardInput {
  return {
    title: r.title,
    description: r.description,
    details: r.details,
    type: r.type as RewardInput['type'],
    exclusive: r.exclusive,
    delivery: r.delivery as RewardInput['delivery'],
    category_id: r.categoryId,
    cost: r.cost,
    stock: r.stock,
    participation_limit: r.participationLimit,
    redeem_limit: r.redeemLimit,
    redeem_limit_period: r.redeemLimitPeriod as RewardInput['redeem_limit_period'],
    sponsor: r.sponsor,
    image_url: r.imageUrl,
    external_url: r.externalUrl,
    valid_days: r.validDays,
    fund_goal: r.fundGoal,
    winners: r.winners,
    special_slug: r.specialSlug,
    starts_at: r.startsAt?.toISOString() ?? null,
    ends_at: r.endsAt?.toISOString() ?? null,
    position: r.position,
  };
}

/** The columns of an input; stock_left is the caller's (it follows what is held and sold). */
export function columnsOf(i: RewardInput) {
  return {
    title: i.title,
    description: i.description,
    details: i.details,
    type: i.type,
    exclusive: i.exclusive,
    delivery: i.delivery,
    categoryId: i.category_id,
    cost: i.cost,
    stock: i.stock,
    participationLimit: i.participation_limit,
    redeemLimit: i.redeem_limit,
    redeemLimitPeriod: i.redeem_limit_period,
    sponsor: i.sponsor,
    imageUrl: i.image_url,
    externalUrl: i.external_url,
    validDays: i.valid_days,
    fundGoal: i.fund_goal,
    winners: i.winners,
    specialSlug: i.special_slug,
    startsAt: i.starts_at ? new Date(i.starts_at) : null,
    endsAt: i.ends_at ? new Date(i.ends_at) : null,
    position: i.position,
  };
}

const status = (r: Row): ConsoleReward['status'] => (r.archivedAt ? 'archived' : r.published ? 'published' : 'draft');

function json(r: Row, orderCount: number, now: Date): ConsoleReward {
  const draft = r.draft ? rewardInputSchema.safeParse(r.draft) : null;
  return {
    id: r.id,
    live: inputOf(r),
    draft: draft?.success ? draft.data : null,
    status: status(r),
    published: r.published,
    suspended: r.suspended,
    availability: availability(r, now),
    stock_left: r.stockLeft,
    orders: orderCount,
    created_at: r.createdAt.toISOString(),
  };
}

async function orderCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: orders.rewardId, n: count() })
    .from(orders)
    .where(and(inArray(orders.rewardId, ids), ne(orders.state, 'canceled')))
    .groupBy(orders.rewardId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** GET /api/console/rewards: by position, searched by title; archived ones only when asked. */
export async function listConsoleRewards(
  db: Db,
  q: { q?: string; limit: number; offset: number; archived: 'true' | 'false'; special?: string },
  now = new Date(),
) {
  const where = and(
    q.archived === 'true' ? isNotNull(rewards.archivedAt) : isNull(rewards.archivedAt),
    q.special ? eq(rewards.specialSlug, q.special) : undefined,
    q.q ? ilike(rewards.title, `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(rewards).where(where).orderBy(asc(rewards.position), asc(rewards.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(rewards).where(where),
  ]);
  const counts = await orderCounts(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => json(r, counts.get(r.id) ?? 0, now)), total: Number(total?.n ?? 0) };
}

async function lockedReward(tx: Db, id: number) {
  const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
  if (!row) throw new ApiError('REWARD_NOT_FOUND');
  return row;
}

export async function consoleReward(db: Db, id: number, now = new Date()) {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id));
  if (!row) throw new ApiError('REWARD_NOT_FOUND');
  return json(row, (await orderCounts(db, [id])).get(id) ?? 0, now);
}

/** Units sold (orders not canceled) and held (open reservations): what stock_left is short of stock. */
async function unitsTaken(tx: Db, id: number) {
  const [o] = await tx
    .select({ n: sql<number>`coalesce(sum(${orders.units}), 0)` })
    .from(orders)
    .where(and(eq(orders.rewardId, id), ne(orders.state, 'canceled')));
  const [h] = await tx
    .select({ n: sql<number>`coalesce(sum(${reservations.units}), 0)` })
    .from(reservations)
    .where(and(eq(reservations.rewardId, id), eq(reservations.state, 'held')));
  return Number(o?.n ?? 0) + Number(h?.n ?? 0);
}

/** Type and delivery stay once a reward has orders: they say what each order is owed. */
async function refuseKindChange(tx: Db, row: Row, input: RewardInput) {
  if (input.type === row.type && input.delivery === row.delivery) return;
  if (((await orderCounts(tx, [row.id])).get(row.id) ?? 0) > 0) throw new ApiError('REWARD_HAS_ORDERS');
}

/** Writes an input to the live columns: stock_left follows a changed stock by what is taken already. */
async function applyLive(tx: Db, row: Row, input: RewardInput, extra: Partial<Row> = {}) {
  await refuseKindChange(tx, row, input);
  const stockLeft = input.stock === null ? null : input.stock === row.stock ? row.stockLeft : Math.max(0, input.stock - (await unitsTaken(tx, row.id)));
  const [updated] = await tx
    .update(rewards)
    .set({ ...columnsOf(input), stockLeft, ...extra })
    .where(eq(rewards.id, row.id))
    .returning();
  return updated!;
}

export async function createConsoleReward(db: Db, staffId: number, input: RewardInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rewards)
      .values({ ...columnsOf(input), stockLeft: input.stock, published: false })
      .returning();
    const created = json(row!, 0, now);
    await audit(tx, { staffId, action: 'reward.create', resource: 'reward', resourceId: row!.id, after: created.live });
    return created;
  });
}

/** PUT /api/console/rewards/{id}: in place while unpublished; a published reward gets a draft. */
export async function updateConsoleReward(db: Db, staffId: number, id: number, input: RewardInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await lockedReward(tx, id);
    if (row.archivedAt) throw new ApiError('REWARD_ARCHIVED');
    const before = row.published ? (row.draft ?? inputOf(row)) : inputOf(row);
    // Refused when it is saved, not only when the draft is published: a draft nobody could publish
    // would hold up every later change.
    if (row.published) await refuseKindChange(tx, row, input);
    const updated = row.published
      ? (await tx.update(rewards).set({ draft: input }).where(eq(rewards.id, id)).returning())[0]!
      : await applyLive(tx, row, input);
    await audit(tx, { staffId, action: row.published ? 'reward.draft' : 'reward.update', resource: 'reward', resourceId: id, before, after: input });
    return json(updated, (await orderCounts(tx, [id])).get(id) ?? 0, now);
  });
}

type Act = 'publish' | 'unpublish' | 'archive';

/** Publish (a pending draft goes live), unpublish, archive; members see the change at once. */
export async function setRewardStatus(db: Db, staffId: number, id: number, act: Act, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const row = await lockedReward(tx, id);
    if (row.archivedAt) throw new ApiError('REWARD_ARCHIVED');
    const pending = row.draft ? rewardInputSchema.parse(row.draft) : null;
    const extra: Partial<Row> = { draft: null, published: act === 'publish', ...(act === 'archive' ? { archivedAt: now } : {}) };
    const updated = pending ? await applyLive(tx, row, pending, extra) : (await tx.update(rewards).set(extra).where(eq(rewards.id, id)).returning())[0]!;
    await audit(tx, {
      staffId,
      action: `reward.${act}`,
      resource: 'reward',
      resourceId: id,
      before: { status: status(row), ...inputOf(row) },
      after: { status: status(updated), ...inputOf(updated) },
    });
    return json(updated, (await orderCounts(tx, [id])).get(id) ?? 0, now);
  });
  invalidatePages();
  return result;
}

/** Pause or resume redeeming at once (REWARD_SUSPENDED for members), whatever the draft. */
export async function pauseReward(db: Db, staffId: number, id: number, paused: boolean, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const row = await lockedReward(tx, id);
    if (row.archivedAt) throw new ApiError('REWARD_ARCHIVED');
    const [updated] = await tx.update(rewards).set({ suspended: paused }).where(eq(rewards.id, id)).returning();
    await audit(tx, {
      staffId,
      action: paused ? 'reward.pause' : 'reward.resume',
      resource: 'reward',
      resourceId: id,
      before: { suspended: row.suspended },
      after: { suspended: paused },
    });
    return json(updated!, (await orderCounts(tx, [id])).get(id) ?? 0, now);
  });
  invalidatePages();
  return result;
}
