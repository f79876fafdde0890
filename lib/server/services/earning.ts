import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { activityEvents, collectorBadges } from '@/lib/server/db/schema';
import { businessDay, weekStart } from '@/lib/domain/business-time';
import { decideAward, itemKey, type EarnDecision } from '@/lib/domain/earning';
import { creditExpiry } from '@/lib/domain/ledger';
import { ApiError } from '@/lib/server/errors';
import { cachedEarningRules } from './catalog-cache';
import { creditTx, lockCollector } from './ledger';
import { awardBadges, checkLevelUp } from './progress';
import type { Collector } from './collectors';

export type EarnResult = { awarded: number; balance: number; reason?: Exclude<EarnDecision['reason'], 'awarded'> };

type History = { today: number; week: number; ever: number; total: number; duplicate: boolean; seen: boolean; badges: number[] };

/**
 * What caps, dedupe and badges need, in one read: this step's awards today / this week / ever, how
 * many distinct items (or events, without a dedupe field) it has, whether this item was awarded or
 * seen before, and the badges already earned.
 */
async function history(tx: Db, collectorId: number, step: string, day: string, monday: string, key: string | null | undefined): Promise<History> {
  const result = (await tx.execute(sql`
    select
      count(*) filter (where business_day = ${day} and awarded > 0)::int as today,
      count(*) filter (where business_day >= ${monday} and awarded > 0)::int as week,
      count(*) filter (where awarded > 0)::int as ever,
      count(distinct coalesce(item_key, id::text))::int as total,
      coalesce(bool_or(item_key = ${key ?? null} and awarded > 0), false) as duplicate,
      coalesce(bool_or(item_key = ${key ?? null}), false) as seen,
      (select coalesce(array_agg(badge_id), '{}') from ${collectorBadges} where collector_id = ${collectorId}) as badges
    from ${activityEvents}
    where collector_id = ${collectorId} and step = ${step}
  `)) as unknown as { rows: (Omit<History, 'badges'> & { badges: (number | string)[] })[] };
  const row = result.rows[0]!;
  return { ...row, badges: row.badges.map(Number) };
}

/**
 * Records one earning event for a collector locked by the caller's transaction and credits what
 * the rule awards. Throws UNKNOWN_STEP for a step without an active rule, OPTED_OUT for a member
 * who opted out.
 */
export async function earnTx(
  tx: Db,
  config: Config,
  collector: Collector,
  event: { step: string; data: Record<string, unknown>; now: Date; ledgerKey?: string },
): Promise<EarnResult> {
  const rule = (await cachedEarningRules(tx)).find((r) => r.step === event.step);
  if (!rule) throw new ApiError('UNKNOWN_STEP');
  if (collector.optedOutAt) throw new ApiError('OPTED_OUT');
  const day = businessDay(event.now, config.TIMEZONE);
  const key = itemKey(rule, event.data);
  const h = await history(tx, collector.id, rule.step, day, weekStart(day), key);
  const decision = decideAward(rule, { awardedToday: h.today, awardedThisWeek: h.week, awardedEver: h.ever, duplicate: h.duplicate }, key);

  let ledgerEntryId: number | null = null;
  let balance = collector.pointsAvailable;
  if (decision.awarded > 0) {
    ledgerEntryId = await creditTx(tx, collector, {
      amount: decision.awarded,
      kind: 'earn',
      reason: rule.reason,
      reference: `step:${rule.step}`,
      idempotencyKey: event.ledgerKey ?? `earn:${randomUUID()}`,
      expiresAt: creditExpiry(event.now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE),
      data: key ? { step: rule.step, item: key } : { step: rule.step },
    });
    if (ledgerEntryId !== null) balance += decision.awarded;
  }
  const awarded = ledgerEntryId !== null ? decision.awarded : 0;
  await tx.insert(activityEvents).values({
    collectorId: collector.id,
    step: rule.step,
    itemKey: key ?? null,
    businessDay: day,
    awarded,
    outcome: awarded > 0 ? 'awarded' : decision.reason === 'awarded' ? 'duplicate' : decision.reason,
    ledgerEntryId,
    data: event.data,
  });
  const anonymous = collector.ssoUserId === null;
  if (awarded > 0) await checkLevelUp(tx, { id: collector.id, anonymous }, collector.lifetimeEarned, collector.lifetimeEarned + awarded);
  // Badges count distinct items (100 different articles), not repeats of one.
  const items = h.total + (key && h.seen ? 0 : 1);
  await awardBadges(tx, collector.id, h.badges, { stepCounts: { [rule.step]: items }, spendCounts: {} }, rule.step);
  return awarded > 0 ? { awarded, balance } : { awarded: 0, balance, reason: decision.reason === 'awarded' ? 'duplicate' : decision.reason };
}

/** The collector a token addresses, following a merge into an identified account. */
export async function lockEarningCollector(tx: Db, token: string): Promise<Collector> {
  let collector = await lockCollector(tx, { token });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  if (collector.mergedIntoId) collector = await lockCollector(tx, { id: collector.mergedIntoId });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  return collector;
}
