import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { VoucherDetail, VoucherLookup, VoucherRedeemBody, VoucherRedeemResult } from '@/lib/contracts/vouchers';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { orders, reservations, rewards, voucherCampaigns, voucherCodes, voucherGuessFailures, voucherRedemptions } from '@/lib/server/db/schema';
import { addDays, businessDay, startOfBusinessDay } from '@/lib/domain/business-time';
import { creditExpiry } from '@/lib/domain/ledger';
import {
  GUESS_WINDOW_MS,
  GUESSES_PER_ADDRESS,
  GUESSES_PER_MEMBER,
  inWindow,
  normaliseCode,
  refusalOf,
  retryAfterSeconds,
  rewardFitsVoucher,
  voucherState,
  type VoucherFacts,
  type VoucherKind,
} from '@/lib/domain/vouchers';
import { ApiError } from '@/lib/server/errors';
import { creditTx, lockAddressedCollector, once } from '@/lib/server/money/ledger';
import type { Answer, Idem } from '@/lib/server/money/idempotency';
import { checkLevelUp } from './progress';
import { couponCode } from './redeem';
import type { Collector } from './collectors';
import { emitEvent, emitOrderEvents } from '@/lib/server/webhooks/emit';

// Vouchers (docs/vouchers.md): a member looks a code up (what it gives, whether it is still to
// have) and redeems it once: Räppli through the money engine, a reward as an order in my rewards.
// Codes are found by the SHA-256 of their symbols (an index hit); failed codes count toward the
// guess limit in the database, so every process sees the same count.

type Campaign = typeof voucherCampaigns.$inferSelect;
type Code = typeof voucherCodes.$inferSelect;

/** The key a code is stored and found under. */
export const codeHash = (symbols: string) => createHash('sha256').update(symbols).digest('hex');

/** A merged collector's token acts for the account it was merged into (as every write does). */
const accountOf = (collector: Collector) => collector.mergedIntoId ?? collector.id;

// ---- The guess limit ---------------------------------------------------------------------------

async function failuresSince(db: Db, where: ReturnType<typeof eq>, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: voucherGuessFailures.at })
    .from(voucherGuessFailures)
    .where(and(where, gt(voucherGuessFailures.at, since)))
    .orderBy(asc(voucherGuessFailures.at));
  return rows.map((r) => r.at);
}

/**
 * 429 RATE_LIMITED (Retry-After) when the member has 5 failed codes within 10 minutes, or its
 * client address 30 (readers behind one mobile network share an address, so that limit is wider).
 */
export async function checkGuessLimit(db: Db, collectorId: number, address: string, now = new Date()) {
  const since = new Date(now.getTime() - GUESS_WINDOW_MS);
  const [mine, theirs] = await Promise.all([
    failuresSince(db, eq(voucherGuessFailures.collectorId, collectorId), since),
    failuresSince(db, eq(voucherGuessFailures.address, address), since),
  ]);
  const wait = Math.max(
    retryAfterSeconds(mine, GUESSES_PER_MEMBER, GUESS_WINDOW_MS, now) ?? 0,
    retryAfterSeconds(theirs, GUESSES_PER_ADDRESS, GUESS_WINDOW_MS, now) ?? 0,
  );
  if (wait > 0) throw new ApiError('RATE_LIMITED', { retry_after: wait });
}

/** One failed code; rows past the window go as new ones come, so the table holds about a window. */
export async function recordGuessFailure(db: Db, collectorId: number, address: string, now = new Date()) {
  await db.insert(voucherGuessFailures).values({ collectorId, address, at: now });
  await db
    .delete(voucherGuessFailures)
    .where(
      and(
        or(eq(voucherGuessFailures.collectorId, collectorId), eq(voucherGuessFailures.address, address)),
        lt(voucherGuessFailures.at, new Date(now.getTime() - GUESS_WINDOW_MS)),
      ),
    );
}

/** Runs a lookup or redeem: refused while the limit holds; a VOUCHER_INVALID answer counts as a failure. */
async function guarded<T>(db: Db, collectorId: number, address: string, now: Date, work: () => Promise<T>): Promise<T> {
  await checkGuessLimit(db, collectorId, address, now);
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError && err.code === 'VOUCHER_INVALID') await recordGuessFailure(db, collectorId, address, now);
    throw err;
  }
}

// ---- Finding a code ----------------------------------------------------------------------------

/**
 * The code and its campaign, while the campaign is published and in its window; else
 * VOUCHER_INVALID (the same answer for an unknown code, so a guess learns nothing more).
 * With `lock`, the code's row is locked: every redemption of one code queues here.
 */
async function findCode(db: Db, raw: string, now: Date, lock: boolean): Promise<{ code: Code; campaign: Campaign }> {
  const symbols = normaliseCode(raw);
  if (!symbols) throw new ApiError('VOUCHER_INVALID');
  const query = db
    .select({ code: voucherCodes, campaign: voucherCampaigns })
    .from(voucherCodes)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherCodes.campaignId))
    .where(and(eq(voucherCodes.codeHash, codeHash(symbols)), eq(voucherCampaigns.published, true), isNull(voucherCampaigns.archivedAt)));
  const [row] = lock ? await query.for('update', { of: voucherCodes }) : await query;
  if (!row || !inWindow(row.campaign, now)) throw new ApiError('VOUCHER_INVALID');
  return row;
}

/** What the rule (lib/domain/vouchers.ts) needs to know of this member, this code and its campaign. */
async function factsOf(db: Db, collectorId: number, code: Code, campaign: Campaign, day: string): Promise<VoucherFacts> {
  const [row] = await db
    .select({
      mineOfCode: sql<number>`count(*) filter (where ${voucherRedemptions.codeId} = ${code.id})::int`,
      mineOfCampaign: sql<number>`count(*) filter (where ${voucherRedemptions.campaignId} = ${campaign.id})::int`,
      today: sql<number>`count(*) filter (where ${voucherRedemptions.businessDay} = ${day})::int`,
    })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.collectorId, collectorId));
  return {
    kind: campaign.kind as VoucherKind,
    mineOfCode: Number(row?.mineOfCode ?? 0),
    mineOfCampaign: Number(row?.mineOfCampaign ?? 0),
    today: Number(row?.today ?? 0),
    codeUses: code.uses,
    campaignUses: campaign.redemptions,
    maxRedemptions: campaign.maxRedemptions,
    perMemberLimit: campaign.kind === 'shared' ? null : campaign.perMemberLimit,
  };
}

async function rewardTitle(db: Db, rewardId: number | null): Promise<string | null> {
  if (rewardId === null) return null;
  const [r] = await db.select({ title: rewards.title }).from(rewards).where(eq(rewards.id, rewardId));
  return r?.title ?? null;
}

/** GET /api/vouchers/lookup: what the code gives and whether this member can still redeem it. */
export function lookupVoucher(db: Db, config: Config, collector: Collector, address: string, raw: string, now = new Date()): Promise<VoucherLookup> {
  const account = accountOf(collector);
  return guarded(db, account, address, now, async () => {
    const { code, campaign } = await findCode(db, raw, now, false);
    const facts = await factsOf(db, account, code, campaign, businessDay(now, config.TIMEZONE));
    return {
      voucher_id: code.id,
      title: campaign.title,
      points: campaign.points,
      reward_id: campaign.rewardId,
      reward_title: await rewardTitle(db, campaign.rewardId),
      valid_until: campaign.endsAt.toISOString(),
      state: voucherState(facts),
    };
  });
}

// ---- Redeeming ---------------------------------------------------------------------------------

/** One unit of the campaign's reward as an order in my rewards, for 0 Räppli (as a bought one would be). */
async function rewardOrder(tx: Db, config: Config, collectorId: number, rewardId: number, redemption: string, day: string, now: Date): Promise<number> {
  const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
  if (!reward || reward.archivedAt || reward.suspended || !rewardFitsVoucher(reward)) throw new ApiError('SOLD_OUT');
  if (reward.stockLeft !== null) {
    const [taken] = await tx
      .update(rewards)
      .set({ stockLeft: sql`${rewards.stockLeft} - 1` })
      .where(and(eq(rewards.id, rewardId), gt(rewards.stockLeft, 0)))
      .returning({ id: rewards.id });
    if (!taken) throw new ApiError('SOLD_OUT');
  }
  const reservationId = `voucher:${redemption}`;
  const contact = { source: 'voucher' };
  await tx
    .insert(reservations)
    .values({ id: reservationId, rewardId, collectorId, units: 1, cost: 0, contact, state: 'confirmed', businessDay: day, expiresAt: now });
  const timed = reward.delivery === 'coupon' || reward.delivery === 'custom';
  const [order] = await tx
    .insert(orders)
    .values({
      collectorId,
      rewardId,
      reservationId,
      type: reward.type,
      delivery: reward.delivery,
      units: 1,
      cost: 0,
      state: reward.delivery === 'external' ? 'done' : 'waiting',
      contact,
      businessDay: day,
      couponCode: reward.delivery === 'coupon' ? couponCode() : null,
      validUntil: timed ? startOfBusinessDay(addDays(day, reward.validDays + 1), config.TIMEZONE) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.update(reservations).set({ orderId: order!.id }).where(eq(reservations.id, reservationId));
  await emitOrderEvents(tx, 'order.created', [order!.id], { source: 'voucher' });
  return order!.id;
}

/**
 * POST /api/vouchers/redeem, once per Idempotency-Key. Under the member's lock and then the code's
 * (so 20 members on one single code, or one member 20 times on a shared one, queue, and the rule
 * sees every earlier redemption): the code is valid, the rule says available, the campaign's
 * count has room; then the Räppli or the reward order, and the redemption row.
 */
export function redeemVoucher(
  db: Db,
  config: Config,
  member: Collector,
  address: string,
  body: VoucherRedeemBody,
  claim: Idem,
  now = new Date(),
): Promise<Answer> {
  return guarded(db, accountOf(member), address, now, async () => {
    try {
      return await once(db, claim, async (tx) => {
        const collector = await lockAddressedCollector(tx, member.token);
        if (collector.ssoUserId === null) throw new ApiError('ANONYMOUS_NOT_ALLOWED');
        if (collector.optedOutAt) throw new ApiError('OPTED_OUT');
        const { code, campaign } = await findCode(tx, body.code, now, true);
        const day = businessDay(now, config.TIMEZONE);
        const facts = await factsOf(tx, collector.id, code, campaign, day);
        const state = voucherState(facts);
        if (state !== 'available') {
          const refusal = refusalOf(state, facts);
          throw new ApiError(refusal.code, refusal.limit ? { limit: refusal.limit } : undefined);
        }
        // The campaign's count, with its maximum, in one statement: codes of one campaign redeemed at once never pass it.
        const [counted] = await tx
          .update(voucherCampaigns)
          .set({ redemptions: sql`${voucherCampaigns.redemptions} + 1` })
          .where(
            and(
              eq(voucherCampaigns.id, campaign.id),
              or(isNull(voucherCampaigns.maxRedemptions), lt(voucherCampaigns.redemptions, voucherCampaigns.maxRedemptions)),
            ),
          )
          .returning({ id: voucherCampaigns.id });
        if (!counted) throw new ApiError('VOUCHER_LIMIT_REACHED', { limit: 'total' });
        await tx
          .update(voucherCodes)
          .set({ uses: sql`${voucherCodes.uses} + 1` })
          .where(eq(voucherCodes.id, code.id));

        const redemption = randomUUID();
        let ledgerEntryId: number | null = null;
        let orderId: number | null = null;
        const points = campaign.points ?? 0;
        if (points > 0) {
          ledgerEntryId = await creditTx(tx, collector.id, {
            amount: points,
            kind: 'voucher',
            reason: 'voucher',
            params: { title: campaign.title },
            reference: `voucher_code:${code.id}`,
            idempotencyKey: `voucher:${code.id}`,
            expiresAt: creditExpiry(now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE),
          });
          await checkLevelUp(tx, { id: collector.id, anonymous: false }, collector.lifetimeEarned, collector.lifetimeEarned + points);
        } else if (campaign.rewardId !== null) {
          orderId = await rewardOrder(tx, config, collector.id, campaign.rewardId, redemption, day, now);
        }
        await tx
          .insert(voucherRedemptions)
          .values({ codeId: code.id, campaignId: campaign.id, collectorId: collector.id, businessDay: day, points, ledgerEntryId, orderId, createdAt: now });
        const redeemed = {
          voucher_id: code.id,
          campaign_id: campaign.id,
          campaign_title: campaign.title,
          points,
          order_id: orderId,
          reward_id: orderId === null ? null : campaign.rewardId,
        };
        await emitEvent(tx, 'voucher.redeemed', redeemed, collector.id);
        const response: VoucherRedeemResult = { voucher_id: code.id, points_awarded: points, order_id: orderId, balance: collector.pointsAvailable + points };
        return { status: 200, response };
      });
    } catch (err) {
      // The locks already serialise redemptions; the unique index is the last word.
      if (isUniqueViolation(err, 'voucher_redemptions_code_member_uq')) throw new ApiError('VOUCHER_ALREADY_REDEEMED');
      throw err;
    }
  });
}

/** GET /api/vouchers/{id}: a voucher this member redeemed — what it gave and when. */
export async function myVoucher(db: Db, collector: Collector, codeId: number): Promise<VoucherDetail> {
  const [row] = await db
    .select({ r: voucherRedemptions, title: voucherCampaigns.title, rewardId: voucherCampaigns.rewardId, rewardTitle: rewards.title })
    .from(voucherRedemptions)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherRedemptions.campaignId))
    .leftJoin(rewards, eq(rewards.id, voucherCampaigns.rewardId))
    .where(and(eq(voucherRedemptions.codeId, codeId), eq(voucherRedemptions.collectorId, accountOf(collector))));
  if (!row) throw new ApiError('VOUCHER_NOT_FOUND');
  return {
    voucher_id: codeId,
    title: row.title,
    points_awarded: row.r.points,
    reward_id: row.rewardId,
    reward_title: row.rewardTitle,
    order_id: row.r.orderId,
    redeemed_at: row.r.createdAt.toISOString(),
  };
}

/** Redemptions of a campaign, the members who redeemed it, and today's (the console). */
export async function campaignCounts(db: Db, campaignId: number, day: string) {
  const [row] = await db
    .select({
      redemptions: count(),
      members: sql<number>`count(distinct ${voucherRedemptions.collectorId})::int`,
      today: sql<number>`count(*) filter (where ${voucherRedemptions.businessDay} = ${day})::int`,
    })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.campaignId, campaignId));
  return { redemptions: Number(row?.redemptions ?? 0), members: Number(row?.members ?? 0), today: Number(row?.today ?? 0) };
}
