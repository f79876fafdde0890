import 'server-only';
import { count, eq } from 'drizzle-orm';
import { normaliseCode } from '@/lib/domain/vouchers';
import { codeHash } from '@/lib/server/services/vouchers';
import type { Db } from './client';
import { rewards, voucherCampaigns, voucherCodes } from './schema';

// The demo voucher campaigns (docs/vouchers.md, Demo codes; the codes are listed in README.md):
// single-use codes that give Räppli, single-use codes that give the café's coupon, and one shared
// code as a newspaper would print it. Demo only: these codes are public, real ones come from the
// console's batches (80 random bits each).

const DAY_MS = 24 * 3600 * 1000;

export const DEMO_VOUCHERS = {
  points: ['FEST-2026-RAPP-0001', 'FEST-2026-RAPP-0002', 'FEST-2026-RAPP-0003', 'FEST-2026-RAPP-0004', 'FEST-2026-RAPP-0005'],
  coffee: ['KAFE-2026-RAPP-0001', 'KAFE-2026-RAPP-0002'],
  shared: 'HERB-ST26-ZTNG-2026',
} as const;

const codeRows = (campaignId: number, codes: readonly string[], shared: boolean) =>
  codes.map((code) => ({ campaignId, codeHash: codeHash(normaliseCode(code)!), code: shared ? code : null, hint: code.slice(-4) }));

/** Adds the demo campaigns to a database that has none (safe on every start); they run a year from the first seed. */
export async function seedVouchers(db: Db, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(voucherCampaigns);
  if (Number(existing?.n ?? 0) > 0) return;
  const window = { startsAt: new Date(now.getTime() - DAY_MS), endsAt: new Date(now.getTime() + 365 * DAY_MS) };
  const [coffee] = await db.select({ id: rewards.id }).from(rewards).where(eq(rewards.title, 'Kaffee im Stadtcafé'));
  const [fest] = await db
    .insert(voucherCampaigns)
    .values({ title: 'Leserfest 2026', kind: 'single', points: 100, ...window, perMemberLimit: 2, published: true, position: 1 })
    .returning({ id: voucherCampaigns.id });
  await db.insert(voucherCodes).values(codeRows(fest!.id, DEMO_VOUCHERS.points, false));
  if (coffee) {
    const [cafe] = await db
      .insert(voucherCampaigns)
      .values({ title: 'Kaffee-Gutschein vom Stadtcafé', kind: 'single', rewardId: coffee.id, ...window, published: true, position: 2 })
      .returning({ id: voucherCampaigns.id });
    await db.insert(voucherCodes).values(codeRows(cafe!.id, DEMO_VOUCHERS.coffee, false));
  }
  const [paper] = await db
    .insert(voucherCampaigns)
    .values({ title: 'Herbst-Code aus der Zeitung', kind: 'shared', points: 25, ...window, maxRedemptions: 1000, published: true, position: 3 })
    .returning({ id: voucherCampaigns.id });
  await db.insert(voucherCodes).values(codeRows(paper!.id, [DEMO_VOUCHERS.shared], true));
}
