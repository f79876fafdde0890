import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, desc, eq, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '@/lib/config';
import type { VoucherCampaignStats, VoucherCodeCheck, VoucherCodesResult } from '@/lib/contracts/vouchers';
import { validationText } from '@/lib/contracts/zod-de';
import type { Db } from '@/lib/server/db/client';
import { collectors, rewards, voucherCampaigns, voucherCodes, voucherRedemptions } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { codeCheckState, codeFromBytes, normaliseCode, voucherUrl, type VoucherKind } from '@/lib/domain/vouchers';
import { supportToken } from '@/lib/domain/support-token';
import { ApiError } from '@/lib/server/errors';
import { campaignCounts, codeHash } from '@/lib/server/services/vouchers';
import { audit } from './audit';

// A campaign's codes (docs/vouchers.md, Codes): single-use codes made in batches from node:crypto
// (80 bits each) and kept only as their SHA-256 — the answer to the batch is the only time they are
// seen in clear, so the console's CSV and printable sheet are made from it; a shared campaign has
// one code, kept in clear because it is printed for everyone.

const INSERT_CHUNK = 500;

async function lockedCampaign(tx: Db, id: number) {
  const [campaign] = await tx.select().from(voucherCampaigns).where(eq(voucherCampaigns.id, id)).for('update');
  if (!campaign) throw new ApiError('CONTENT_NOT_FOUND');
  if (campaign.archivedAt) throw new ApiError('CONTENT_ARCHIVED');
  return campaign;
}

/** `count` new codes under the campaign, each stored by its hash; a (vanishingly rare) twin of an existing code is drawn again. */
async function insertCodes(tx: Db, campaignId: number, batch: number, count: number, keepClear: boolean): Promise<string[]> {
  const made: string[] = [];
  while (made.length < count) {
    const want = Math.min(INSERT_CHUNK, count - made.length);
    const fresh = Array.from({ length: want }, () => codeFromBytes(randomBytes(10)));
    const rows = fresh.map((code) => {
      const symbols = code.replace(/-/g, '');
      return { campaignId, codeHash: codeHash(symbols), code: keepClear ? code : null, hint: symbols.slice(-4), batch };
    });
    const stored = await tx.insert(voucherCodes).values(rows).onConflictDoNothing().returning({ hash: voucherCodes.codeHash });
    const kept = new Set(stored.map((s) => s.hash));
    made.push(...fresh.filter((_, i) => kept.has(rows[i]!.codeHash)));
  }
  return made;
}

/**
 * POST /api/console/voucher-campaigns/{id}/codes: a batch of single-use codes, or a shared
 * campaign's one code (made once; asked again, the same code). The audit log records the batch,
 * never the codes.
 */
export async function makeCodes(db: Db, config: Config, staffId: number, campaignId: number, count: number): Promise<VoucherCodesResult> {
  return db.transaction(async (tx) => {
    const campaign = await lockedCampaign(tx, campaignId);
    const url = (code: string) => ({ code, url: voucherUrl(config.SITE_URL, code) });
    if (campaign.kind === 'shared') {
      if (count !== 1) throw new ApiError('VALIDATION_FAILED', [{ path: 'count', message: validationText.voucherSharedCount }]);
      const [existing] = await tx.select().from(voucherCodes).where(eq(voucherCodes.campaignId, campaignId));
      if (existing?.code) return { batch: existing.batch, codes: [url(existing.code)] };
      const [code] = await insertCodes(tx, campaignId, 1, 1, true);
      await audit(tx, {
        staffId,
        action: 'voucher_campaign.codes',
        resource: 'voucher_campaign',
        resourceId: campaignId,
        after: { batch: 1, count: 1, hint: code!.slice(-4) },
      });
      return { batch: 1, codes: [url(code!)] };
    }
    const [last] = await tx
      .select({ batch: max(voucherCodes.batch) })
      .from(voucherCodes)
      .where(eq(voucherCodes.campaignId, campaignId));
    const batch = (last?.batch ?? 0) + 1;
    const codes = await insertCodes(tx, campaignId, batch, count, false);
    await audit(tx, { staffId, action: 'voucher_campaign.codes', resource: 'voucher_campaign', resourceId: campaignId, after: { batch, count } });
    return { batch, codes: codes.map(url) };
  });
}

/** GET /api/console/voucher-campaigns/{id}/codes: the batches (codes, redeemed), the shared code, the redemption counts. */
export async function campaignStats(db: Db, config: Config, campaignId: number, now = new Date()): Promise<VoucherCampaignStats> {
  const [campaign] = await db.select().from(voucherCampaigns).where(eq(voucherCampaigns.id, campaignId));
  if (!campaign) throw new ApiError('CONTENT_NOT_FOUND');
  const batches = await db
    .select({
      batch: voucherCodes.batch,
      codes: sql<number>`count(*)::int`,
      redeemed: sql<number>`count(*) filter (where ${voucherCodes.uses} > 0)::int`,
      createdAt: sql<Date>`min(${voucherCodes.createdAt})`,
    })
    .from(voucherCodes)
    .where(eq(voucherCodes.campaignId, campaignId))
    .groupBy(voucherCodes.batch)
    .orderBy(asc(voucherCodes.batch));
  const counts = await campaignCounts(db, campaignId, businessDay(now, config.TIMEZONE));
  const [shared] =
    campaign.kind === 'shared' ? await db.select({ code: voucherCodes.code }).from(voucherCodes).where(eq(voucherCodes.campaignId, campaignId)) : [];
  return {
    kind: campaign.kind as VoucherKind,
    shared_code: shared?.code ? { code: shared.code, url: voucherUrl(config.SITE_URL, shared.code) } : null,
    redemptions: counts.redemptions,
    members: counts.members,
    redemptions_today: counts.today,
    batches: batches.map((b) => ({ batch: b.batch, codes: Number(b.codes), redeemed: Number(b.redeemed), created_at: new Date(b.createdAt).toISOString() })),
  };
}

/** How many of a shared code's redemptions the check lists (the newest). */
const CHECK_REDEMPTIONS = 20;

/**
 * POST /api/console/voucher-codes/check: a code a member names, found by its hash in every campaign
 * (archived, unpublished and over too): its campaign, whether it can be redeemed and why not, and who
 * redeemed it — the member's account as it is now (a merged account by the one it went into).
 * A read: not audited, and it counts toward no member's guesses.
 */
export async function checkCode(db: Db, raw: string, now = new Date()): Promise<VoucherCodeCheck> {
  const symbols = normaliseCode(raw);
  if (!symbols) throw new ApiError('VOUCHER_INVALID');
  const [row] = await db
    .select({ code: voucherCodes, campaign: voucherCampaigns, rewardTitle: rewards.title })
    .from(voucherCodes)
    .innerJoin(voucherCampaigns, eq(voucherCampaigns.id, voucherCodes.campaignId))
    .leftJoin(rewards, eq(rewards.id, voucherCampaigns.rewardId))
    .where(eq(voucherCodes.codeHash, codeHash(symbols)));
  if (!row) throw new ApiError('VOUCHER_INVALID');
  const { code, campaign } = row;
  const holder = alias(collectors, 'holder');
  const redeemed = await db
    .select({
      token: sql<string>`coalesce(${holder.token}, ${collectors.token})`,
      at: voucherRedemptions.createdAt,
      points: voucherRedemptions.points,
      orderId: voucherRedemptions.orderId,
    })
    .from(voucherRedemptions)
    .innerJoin(collectors, eq(collectors.id, voucherRedemptions.collectorId))
    .leftJoin(holder, eq(holder.id, collectors.mergedIntoId))
    .where(eq(voucherRedemptions.codeId, code.id))
    .orderBy(desc(voucherRedemptions.id))
    .limit(CHECK_REDEMPTIONS);
  const kind = campaign.kind as VoucherKind;
  return {
    state: codeCheckState(
      {
        kind,
        archived: campaign.archivedAt !== null,
        published: campaign.published,
        startsAt: campaign.startsAt,
        endsAt: campaign.endsAt,
        codeUses: code.uses,
        campaignUses: campaign.redemptions,
        maxRedemptions: campaign.maxRedemptions,
      },
      now,
    ),
    code: { hint: code.hint, batch: code.batch, uses: code.uses, created_at: code.createdAt.toISOString() },
    campaign: {
      id: campaign.id,
      title: campaign.title,
      kind,
      points: campaign.points,
      reward_title: row.rewardTitle,
      starts_at: campaign.startsAt.toISOString(),
      ends_at: campaign.endsAt.toISOString(),
      max_redemptions: campaign.maxRedemptions,
      per_member_limit: kind === 'shared' ? null : campaign.perMemberLimit,
      redemptions: campaign.redemptions,
    },
    redemptions: redeemed.map((r) => ({
      support_token: supportToken(r.token),
      collector_token: r.token,
      redeemed_at: new Date(r.at).toISOString(),
      points: r.points,
      order_id: r.orderId,
    })),
  };
}
