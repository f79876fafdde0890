import 'server-only';
import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { DailyRewardItem, DailyRewardWon } from '@/lib/contracts/loyalty';
import type { Db } from '@/lib/server/db/client';
import { dailyRewardItems, dailyRewards } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { weightedPick } from '@/lib/domain/draw';
import { creditExpiry } from '@/lib/domain/ledger';
import { creditTx } from '@/lib/server/money/ledger';
import { checkLevelUp } from './progress';
import type { Collector } from './collectors';

export async function listDailyRewardItems(db: Db): Promise<DailyRewardItem[]> {
  const rows = await db
    .select()
    .from(dailyRewardItems)
    .where(eq(dailyRewardItems.active, true))
    .orderBy(asc(dailyRewardItems.position), asc(dailyRewardItems.id));
  return rows.map((r) => ({ id: r.id, title: r.title, description: r.description, points: r.points, image_url: r.imageUrl }));
}

/** The reward a collector won on a business day, or null. */
export async function dailyRewardOn(db: Db, collectorId: number, day: string): Promise<DailyRewardWon | null> {
  const [row] = await db
    .select({ won: dailyRewards, item: dailyRewardItems })
    .from(dailyRewards)
    .innerJoin(dailyRewardItems, eq(dailyRewardItems.id, dailyRewards.itemId))
    .where(and(eq(dailyRewards.collectorId, collectorId), eq(dailyRewards.businessDay, day)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.won.id,
    item_id: row.item.id,
    title: row.item.title,
    description: row.item.description,
    points: row.won.points,
    image_url: row.item.imageUrl,
    business_day: row.won.businessDay,
    won_at: row.won.createdAt.toISOString(),
  };
}

/**
 * The first visit of a business day of an identified member grants one item, drawn by weight with
 * node:crypto, credited through the ledger. Runs in the caller's transaction with the collector
 * locked; later visits that day return the same reward.
 */
export async function grantDailyRewardTx(tx: Db, config: Config, collector: Collector, now: Date): Promise<DailyRewardWon | null> {
  if (collector.ssoUserId === null || collector.optedOutAt) return null;
  const day = businessDay(now, config.TIMEZONE);
  const existing = await dailyRewardOn(tx, collector.id, day);
  if (existing) return existing;
  const items = await tx.select().from(dailyRewardItems).where(eq(dailyRewardItems.active, true));
  const item = weightedPick(items, (max) => randomInt(max));
  if (!item) return null;
  let ledgerEntryId: number | null = null;
  if (item.points > 0) {
    ledgerEntryId = await creditTx(tx, collector.id, {
      amount: item.points,
      kind: 'daily_reward',
      reason: 'dailyReward',
      params: { title: item.title },
      reference: `daily_reward_item:${item.id}`,
      idempotencyKey: `daily_reward:${day}`,
      expiresAt: creditExpiry(now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE),
    });
    if (ledgerEntryId !== null) {
      await checkLevelUp(tx, { id: collector.id, anonymous: false }, collector.lifetimeEarned, collector.lifetimeEarned + item.points);
    }
  }
  await tx
    .insert(dailyRewards)
    .values({ collectorId: collector.id, itemId: item.id, businessDay: day, points: item.points, ledgerEntryId })
    .onConflictDoNothing();
  return dailyRewardOn(tx, collector.id, day);
}
