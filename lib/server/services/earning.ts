import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { activityEvents, collectorBadges, collectors, idempotentRequests, ledgerEntries } from '@/lib/server/db/schema';
import { businessDay, weekStart } from '@/lib/domain/business-time';
import { decideAward, itemKey, type EarnDecision } from '@/lib/domain/earning';
import { creditExpiry } from '@/lib/domain/ledger';
import { ApiError } from '@/lib/server/errors';
import { cachedEarningRules } from './catalog-cache';
import { lockCollector } from './ledger';
import { claimIdempotencyKey, storeIdempotentResponse, type Replay } from './idempotency';
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

type EventWrite = {
  collectorId: number;
  step: string;
  itemKey: string | null;
  day: string;
  amount: number;
  outcome: string;
  reason: string;
  ledgerKey: string;
  expiresAt: Date | null;
  data: Record<string, unknown>;
  respond?: { scope: string; key: string; response: EarnResult };
};

/**
 * An event's writes in one statement (the hot path of host events): the credit if any, the cached
 * balance and lifetime earned, the activity row, and the stored idempotent response. The balance
 * and lifetime change only by what the credit inserted, so they always match the ledger.
 */
async function writeEvent(tx: Db, w: EventWrite): Promise<number | null> {
  const ledgerData = JSON.stringify(w.itemKey ? { step: w.step, item: w.itemKey } : { step: w.step });
  const result = (await tx.execute(sql`
    with e as (
      insert into ${ledgerEntries} (collector_id, amount, kind, reason, reference, idempotency_key, data, expires_at, remaining)
      select ${w.collectorId}, ${w.amount}::bigint, 'earn', ${w.reason}, ${`step:${w.step}`}, ${w.ledgerKey}, ${ledgerData}::jsonb,
             ${w.expiresAt ? w.expiresAt.toISOString() : null}::timestamptz, ${w.amount}::bigint
      where ${w.amount}::bigint > 0
      on conflict (collector_id, idempotency_key) do nothing
      returning id, amount
    ),
    u as (
      update ${collectors}
      set points_available = points_available + (select amount from e), lifetime_earned = lifetime_earned + (select amount from e)
      where id = ${w.collectorId} and exists (select 1 from e)
      returning 1
    ),
    a as (
      insert into ${activityEvents} (collector_id, step, item_key, business_day, awarded, outcome, ledger_entry_id, data)
      select ${w.collectorId}, ${w.step}, ${w.itemKey}, ${w.day}::date, coalesce((select amount from e), 0),
             case when exists (select 1 from e) then 'awarded' else ${w.outcome} end, (select id from e), ${JSON.stringify(w.data)}::jsonb
      returning 1
    ),
    r as (
      update ${idempotentRequests} set status = 200, response = ${w.respond ? JSON.stringify(w.respond.response) : null}::jsonb
      where ${w.respond ? 1 : 0} = 1 and scope = ${w.respond?.scope ?? ''} and key = ${w.respond?.key ?? ''}
      returning 1
    )
    select (select id from e) as entry_id, (select count(*) from u) + (select count(*) from a) + (select count(*) from r) as touched
  `)) as unknown as { rows: { entry_id: number | string | null }[] };
  const id = result.rows[0]?.entry_id;
  return id === null || id === undefined ? null : Number(id);
}

/**
 * Records one earning event for a collector locked by the caller's transaction and credits what
 * the rule awards. Throws UNKNOWN_STEP for a step without an active rule, OPTED_OUT for a member
 * who opted out. With `respond`, the result is stored as that idempotent request's response in
 * the same statement.
 */
export async function earnTx(
  tx: Db,
  config: Config,
  collector: Collector,
  event: { step: string; data: Record<string, unknown>; now: Date; ledgerKey?: string; respond?: { scope: string; key: string } },
): Promise<EarnResult> {
  const rule = (await cachedEarningRules(tx)).find((r) => r.step === event.step);
  if (!rule) throw new ApiError('UNKNOWN_STEP');
  if (collector.optedOutAt) throw new ApiError('OPTED_OUT');
  const day = businessDay(event.now, config.TIMEZONE);
  const key = itemKey(rule, event.data);
  const h = await history(tx, collector.id, rule.step, day, weekStart(day), key);
  const decision = decideAward(rule, { awardedToday: h.today, awardedThisWeek: h.week, awardedEver: h.ever, duplicate: h.duplicate }, key);
  const planned: EarnResult =
    decision.awarded > 0
      ? { awarded: decision.awarded, balance: collector.pointsAvailable + decision.awarded }
      : { awarded: 0, balance: collector.pointsAvailable, reason: decision.reason === 'awarded' ? 'duplicate' : decision.reason };

  const write: EventWrite = {
    collectorId: collector.id,
    step: rule.step,
    itemKey: key ?? null,
    day,
    amount: decision.awarded,
    outcome: decision.reason === 'awarded' ? 'duplicate' : decision.reason,
    reason: rule.reason,
    ledgerKey: event.ledgerKey ?? `earn:${randomUUID()}`,
    expiresAt: decision.awarded > 0 ? creditExpiry(event.now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE) : null,
    data: event.data,
    respond: event.respond && { ...event.respond, response: planned },
  };
  const entryId = await writeEvent(tx, write);
  // A credit already written under this ledger key (a replayed browser visit): nothing was paid.
  const result: EarnResult = decision.awarded > 0 && entryId === null ? { awarded: 0, balance: collector.pointsAvailable, reason: 'duplicate' } : planned;
  if (event.respond && result !== planned) await storeIdempotentResponse(tx, event.respond.scope, event.respond.key, 200, result);

  if (result.awarded > 0) {
    await checkLevelUp(tx, { id: collector.id, anonymous: collector.ssoUserId === null }, collector.lifetimeEarned, collector.lifetimeEarned + result.awarded);
  }
  // Badges count distinct items (100 different articles), not repeats of one.
  const items = h.total + (key && h.seen ? 0 : 1);
  await awardBadges(tx, collector.id, h.badges, { stepCounts: { [rule.step]: items }, spendCounts: {} }, rule.step);
  return result;
}

/** The collector a token addresses, following a merge into an identified account. */
export async function lockEarningCollector(tx: Db, token: string): Promise<Collector> {
  let collector = await lockCollector(tx, { token });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  if (collector.mergedIntoId) collector = await lockCollector(tx, { id: collector.mergedIntoId });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  return collector;
}

type CollectorJson = {
  id: number; token: string; sso_user_id: string | null; lang: string; points_available: number; lifetime_earned: number;
  lifetime_spent: number; meta: Record<string, unknown>; opted_out_at: string | null; opt_out_reason: string | null;
  merged_into_id: number | null; created_at: string; last_seen_at: string | null;
};

const date = (v: string | null) => (v === null ? null : new Date(v));

function collectorFromJson(c: CollectorJson): Collector {
  return {
    id: Number(c.id),
    token: c.token,
    ssoUserId: c.sso_user_id,
    lang: c.lang,
    pointsAvailable: Number(c.points_available),
    lifetimeEarned: Number(c.lifetime_earned),
    lifetimeSpent: Number(c.lifetime_spent),
    meta: c.meta,
    optedOutAt: date(c.opted_out_at),
    optOutReason: c.opt_out_reason,
    mergedIntoId: c.merged_into_id === null ? null : Number(c.merged_into_id),
    createdAt: new Date(c.created_at),
    lastSeenAt: date(c.last_seen_at),
  };
}

/**
 * Host events' first statement: claims the idempotency key and locks the member's row at once.
 * Returns the replay of an earlier request with this key, or the locked collector (following a
 * merge). A concurrent request with the same key waits on the key until the first commits.
 */
export async function claimEventAndLock(tx: Db, scope: string, key: string, hash: string, token: string): Promise<{ replay: Replay } | { collector: Collector }> {
  const result = (await tx.execute(sql`
    with claim as (
      insert into ${idempotentRequests} (scope, key, request_hash) values (${scope}, ${key}, ${hash})
      on conflict do nothing
      returning 1
    ),
    locked as (select * from ${collectors} where token = ${token} for update)
    select (select count(*) from claim)::int as claimed, (select row_to_json(locked) from locked) as collector
  `)) as unknown as { rows: { claimed: number; collector: CollectorJson | null }[] };
  const row = result.rows[0]!;
  if (Number(row.claimed) === 0) return { replay: (await claimIdempotencyKey(tx, scope, key, hash))! };
  if (!row.collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  let collector: Collector | undefined = collectorFromJson(row.collector);
  if (collector.mergedIntoId) collector = await lockCollector(tx, { id: collector.mergedIntoId });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  return { collector };
}
