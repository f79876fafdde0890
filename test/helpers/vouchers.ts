// Helpers of the voucher suites: a campaign with codes made straight in the database (the console's
// own batch route has its test), and a member's voucher calls.
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import { voucherCampaigns, voucherCodes } from '@/lib/server/db/schema';
import { codeFromBytes } from '@/lib/domain/vouchers';
import { codeHash } from '@/lib/server/services/vouchers';
import { newKey, type App } from './loyalty';
import { memberCall, type Member } from './rewards';

const DAY = 86_400_000;

type CampaignValues = Partial<typeof voucherCampaigns.$inferInsert>;

/** A published campaign running from yesterday to in 30 days, giving 50 Räppli, with `codes` single-use codes (or its shared code). */
export async function makeCampaign(db: Db, values: CampaignValues = {}, codes = 1) {
  const now = Date.now();
  const [campaign] = await db
    .insert(voucherCampaigns)
    .values({ title: 'Testgutschein', kind: 'single', points: 50, startsAt: new Date(now - DAY), endsAt: new Date(now + 30 * DAY), published: true, ...values })
    .returning();
  const made = Array.from({ length: campaign!.kind === 'shared' ? 1 : codes }, () => codeFromBytes(randomBytes(10)));
  const rows = await db
    .insert(voucherCodes)
    .values(
      made.map((code) => ({
        campaignId: campaign!.id,
        codeHash: codeHash(code.replace(/-/g, '')),
        code: campaign!.kind === 'shared' ? code : null,
        hint: code.slice(-4),
      })),
    )
    .returning({ id: voucherCodes.id });
  return { campaign: campaign!, codes: made, ids: rows.map((r) => r.id) };
}

/** POST /api/vouchers/redeem with the SSO pair and a fresh (or given) Idempotency-Key → [status, json]. */
export const redeem = (app: App, m: Member, code: string, key: string = newKey('voucher')) => memberCall(app, 'POST', '/api/vouchers/redeem', m, { code }, key);

/** GET /api/vouchers/lookup → [status, json, Retry-After]. */
export async function lookup(app: App, token: string, code: string, env?: unknown) {
  const res = await app.request(`/api/vouchers/lookup?code=${encodeURIComponent(code)}&collector_token=${encodeURIComponent(token)}`, {}, env);
  return [res.status, await res.json(), res.headers.get('retry-after')] as const;
}

/** A code of the right form that no campaign has. */
export const unknownCode = () => codeFromBytes(randomBytes(10));
