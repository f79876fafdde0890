import 'server-only';
import { randomBytes } from 'node:crypto';
import { asc, eq, max, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { VoucherCampaignStats, VoucherCodesResult } from '@/lib/contracts/vouchers';
import { validationText } from '@/lib/contracts/zod-de';
import type { Db } from '@/lib/server/db/client';
import { voucherCampaigns, voucherCodes } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { codeFromBytes, voucherUrl, type VoucherKind } from '@/lib/domain/vouchers';
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
      await audit(tx, { staffId, action: 'voucher_campaign.codes', resource: 'voucher_campaign', resourceId: campaignId, after: { batch: 1, count: 1, hint: code!.slice(-4) } });
      return { batch: 1, codes: [url(code!)] };
    }
    const [last] = await tx.select({ batch: max(voucherCodes.batch) }).from(voucherCodes).where(eq(voucherCodes.campaignId, campaignId));
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
  const [shared] = campaign.kind === 'shared' ? await db.select({ code: voucherCodes.code }).from(voucherCodes).where(eq(voucherCodes.campaignId, campaignId)) : [];
  return {
    kind: campaign.kind as VoucherKind,
    shared_code: shared?.code ? { code: shared.code, url: voucherUrl(config.SITE_URL, shared.code) } : null,
    redemptions: counts.redemptions,
    members: counts.members,
    redemptions_today: counts.today,
    batches: batches.map((b) => ({ batch: b.batch, codes: Number(b.codes), redeemed: Number(b.redeemed), created_at: new Date(b.createdAt).toISOString() })),
  };
}
