import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { collectors } from '@/lib/server/db/schema';
import { businessDay, weekStart } from '@/lib/domain/business-time';
import { itemKey } from '@/lib/domain/earning';
import { creditExpiry } from '@/lib/domain/ledger';
import { ApiError } from '@/lib/server/errors';
import { moneyCall } from '@/lib/server/money/call';
import type { Idem } from '@/lib/server/money/idempotency';
import type { EarnOutcome } from '@/lib/server/money/results';
import { cachedEarningRules } from './catalog-cache';
import { badgesDue, grantBadges, levelReached, notifyLevelUp } from './progress';
import { settleResolutionGoals } from './specials/resolutions';

export type EarnResult = Extract<EarnOutcome, { replay: false }>['response'];

export type EarnEvent = { step: string; data: Record<string, unknown>; now: Date; ledgerKey?: string };
type Target = { token: string } | { collectorId: number };

/**
 * One earning event in one database call (raeppli_earn_event, lib/server/db/functions/40-earn.sql):
 * claims the idempotency key, locks the member, reads its history, decides by the rule, writes the
 * credit, balance, activity row and stored answer. Pure inputs — rule, item key, business day,
 * week, expiry — are computed here. Throws UNKNOWN_STEP, COLLECTOR_NOT_FOUND, OPTED_OUT,
 * IDEMPOTENCY_KEY_REUSED.
 */
async function earnEventCall(db: Db, config: Config, target: Target, event: EarnEvent, claim: Idem | null): Promise<EarnOutcome> {
  const rule = (await cachedEarningRules(db)).find((r) => r.step === event.step);
  if (!rule) throw new ApiError('UNKNOWN_STEP');
  const day = businessDay(event.now, config.TIMEZONE);
  const key = itemKey(rule, event.data);
  const outcome = await moneyCall(db, 'raeppli_earn_event', {
    idem: claim,
    ...('token' in target ? { token: target.token } : { collector_id: target.collectorId }),
    step: rule.step,
    points: rule.points,
    daily_cap: rule.dailyCap,
    weekly_cap: rule.weeklyCap,
    lifetime_cap: rule.lifetimeCap,
    item_key: key ?? null,
    missing_item: key === undefined,
    day,
    week_start: weekStart(day),
    expires_at: creditExpiry(event.now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE)?.toISOString() ?? null,
    ledger_key: event.ledgerKey ?? `earn:${randomUUID()}`,
    data: event.data,
  });
  if (!outcome.replay) outcome.badges = outcome.badges.map(Number);
  return outcome;
}

/** Level-up and badges after an event: reads first; a transaction only when something is new. */
async function afterEarn(db: Db, step: string, o: Extract<EarnOutcome, { replay: false }>, inTransaction: boolean) {
  const level = await levelReached(db, o.anonymous, Number(o.lifetime_before), Number(o.lifetime_before) + o.response.awarded);
  const badges = await badgesDue(db, o.collector_id, o.badges, { stepCounts: { [step]: o.items }, spendCounts: {} }, step);
  if (!level && badges.length === 0) return;
  const write = async (tx: Db) => {
    if (level) await notifyLevelUp(tx, o.collector_id, level);
    await grantBadges(tx, o.collector_id, badges);
  };
  await (inTransaction ? write(db) : db.transaction(write));
}

/** The member a token addresses (the identified account after a merge), for a replayed event. */
async function addressed(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ id: collectors.id, mergedIntoId: collectors.mergedIntoId }).from(collectors).where(eq(collectors.token, token));
  return row ? (row.mergedIntoId ?? row.id) : null;
}

/**
 * POST /api/host/events: one call, autocommitted (the ledger writes are atomic in it), then the
 * rare level-up or badge, then a resolutions goal the event met (its own transaction,
 * docs/specials-black-week-resolutions.md). Returns the stored answer on a replay, which settles
 * the goals again: a retry after a failed follow-up credits what it missed.
 */
export async function ingestHostEvent(db: Db, config: Config, token: string, event: EarnEvent, claim: Idem) {
  const outcome = await earnEventCall(db, config, { token }, event, claim);
  if (!outcome.replay) await afterEarn(db, event.step, outcome, false);
  const collectorId = outcome.replay ? await addressed(db, token) : outcome.collector_id;
  if (collectorId !== null) await settleResolutionGoals(db, config, collectorId, event.step, event.now);
  return { status: outcome.status, response: outcome.response, replay: outcome.replay };
}

/** An earning event inside the caller's transaction (daily visit, seed), for a member it locked. */
export async function earnTx(tx: Db, config: Config, collector: { id: number }, event: EarnEvent): Promise<EarnResult> {
  const outcome = await earnEventCall(tx, config, { collectorId: collector.id }, event, null);
  if (outcome.replay) throw new Error('an earning event without idempotency key cannot be a replay');
  await afterEarn(tx, event.step, outcome, true);
  await settleResolutionGoals(tx, config, outcome.collector_id, event.step, event.now);
  return outcome.response;
}
