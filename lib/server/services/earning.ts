import 'server-only';
import { randomUUID } from 'node:crypto';
import { raisedError, rawRows } from '@/lib/server/db/raw';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { businessDay, weekStart } from '@/lib/domain/business-time';
import { itemKey, type EarnDecision } from '@/lib/domain/earning';
import { creditExpiry } from '@/lib/domain/ledger';
import { isErrorCode } from '@/lib/contracts/errors';
import { ApiError } from '@/lib/server/errors';
import { cachedEarningRules } from './catalog-cache';
import { requestHash } from './idempotency';
import { badgesDue, grantBadges, levelReached, notifyLevelUp } from './progress';
import { lockCollector } from './ledger';
import type { Collector } from './collectors';

export type EarnResult = { awarded: number; balance: number; reason?: Exclude<EarnDecision['reason'], 'awarded'> };

export type EarnEvent = { step: string; data: Record<string, unknown>; now: Date; ledgerKey?: string };
type Target = { token: string } | { collectorId: number };

const EARN_EVENT_SQL = `select raeppli_earn_event(
  $1, $2, $3, $4, $5::bigint, $6, $7::integer, $8, $9::integer, $10::integer, $11::integer,
  $12, $13::boolean, $14::date, $15::date, $16::timestamptz, $17, $18::jsonb) as outcome`;
type Idempotency = { scope: string; key: string; body: unknown };

type Outcome =
  | { replay: true; status: number; response: unknown }
  | {
      replay: false;
      status: 200;
      response: EarnResult;
      collector_id: number;
      anonymous: boolean;
      lifetime_before: number;
      items: number;
      badges: number[];
    };

/**
 * One earning event in one database call (raeppli_earn_event, drizzle/0004): claims the
 * idempotency key, locks the member, reads its history, decides by the rule, writes the credit,
 * balance, activity row and stored response. Pure inputs — rule, item key, business day, week,
 * expiry — are computed here. Throws UNKNOWN_STEP, COLLECTOR_NOT_FOUND, OPTED_OUT,
 * IDEMPOTENCY_KEY_REUSED.
 */
async function earnEventCall(db: Db, config: Config, target: Target, event: EarnEvent, idem?: Idempotency): Promise<Outcome> {
  const rule = (await cachedEarningRules(db)).find((r) => r.step === event.step);
  if (!rule) throw new ApiError('UNKNOWN_STEP');
  const day = businessDay(event.now, config.TIMEZONE);
  const key = itemKey(rule, event.data);
  const expires = creditExpiry(event.now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE);
  try {
    // Run on the driver directly, like GET /api/me: no ORM query building on the hot path.
    const rows = await rawRows<{ outcome: Outcome }>(db, EARN_EVENT_SQL, [
      idem?.scope ?? null, idem?.key ?? null, idem ? requestHash(idem.body) : null,
      'token' in target ? target.token : null, 'collectorId' in target ? target.collectorId : null,
      rule.step, rule.points, rule.reason, rule.dailyCap, rule.weeklyCap, rule.lifetimeCap,
      key ?? null, key === undefined,
      day, weekStart(day), expires ? expires.toISOString() : null,
      event.ledgerKey ?? `earn:${randomUUID()}`, JSON.stringify(event.data),
    ]);
    const result = { rows };
    const outcome = result.rows[0]!.outcome;
    if (!outcome.replay) outcome.badges = outcome.badges.map(Number);
    return outcome;
  } catch (err) {
    const code = raisedError(err)?.code;
    if (code && isErrorCode(code)) throw new ApiError(code);
    throw err;
  }
}

/** Level-up and badges after an event: reads first; a transaction only when something is new. */
async function afterEarn(db: Db, step: string, o: Extract<Outcome, { replay: false }>, inTransaction: boolean) {
  const level = await levelReached(db, o.anonymous, Number(o.lifetime_before), Number(o.lifetime_before) + o.response.awarded);
  const badges = await badgesDue(db, o.collector_id, o.badges, { stepCounts: { [step]: o.items }, spendCounts: {} }, step);
  if (!level && badges.length === 0) return;
  const write = async (tx: Db) => {
    if (level) await notifyLevelUp(tx, o.collector_id, level);
    await grantBadges(tx, o.collector_id, badges);
  };
  await (inTransaction ? write(db) : db.transaction(write));
}

/**
 * POST /api/host/events: one call, autocommitted (the ledger writes are atomic in it), then the
 * rare level-up or badge. Returns the stored response on a replay.
 */
export async function ingestHostEvent(db: Db, config: Config, token: string, event: EarnEvent, idem: Idempotency) {
  const outcome = await earnEventCall(db, config, { token }, event, idem);
  if (!outcome.replay) await afterEarn(db, event.step, outcome, false);
  return { status: outcome.status, response: outcome.response };
}

/** An earning event inside the caller's transaction (daily visit, seed), for a collector it locked. */
export async function earnTx(tx: Db, config: Config, collector: { id: number }, event: EarnEvent): Promise<EarnResult> {
  const outcome = await earnEventCall(tx, config, { collectorId: collector.id }, event);
  if (outcome.replay) throw new Error('an earning event without idempotency key cannot be a replay');
  await afterEarn(tx, event.step, outcome, true);
  return outcome.response;
}

/** The collector a token addresses, locked, following a merge into an identified account. */
export async function lockEarningCollector(tx: Db, token: string): Promise<Collector> {
  let collector = await lockCollector(tx, { token });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  if (collector.mergedIntoId) collector = await lockCollector(tx, { id: collector.mergedIntoId });
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  return collector;
}
