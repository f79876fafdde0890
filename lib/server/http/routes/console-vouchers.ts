import 'server-only';
import { Hono } from 'hono';
import { idParamSchema } from '@/lib/contracts/rewards';
import { voucherCodesBodySchema } from '@/lib/contracts/vouchers';
import { campaignStats, makeCodes } from '@/lib/server/console/vouchers';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// A voucher campaign's codes for editors (docs/vouchers.md, Console); the campaigns themselves are
// a content resource (routes/console-content.ts: /api/console/voucher-campaigns).

const noStore = { 'Cache-Control': 'no-store' };
const editors = ['editor'] as const;

export const consoleVoucherRoutes = new Hono<AppEnv>()
  // POST /api/console/voucher-campaigns/:id/codes — a batch of single-use codes (shown this once), or the shared code
  .post(
    '/voucher-campaigns/:id/codes',
    handle({ auth: 'console', roles: editors, params: idParamSchema, body: voucherCodesBodySchema }, async ({ c, deps, staff, params, body }) =>
      c.json(await makeCodes(deps.db, deps.config, staff.id, params.id, body.count), 201, noStore),
    ),
  )
  // GET /api/console/voucher-campaigns/:id/codes — batches, the shared code and the redemption counts
  .get(
    '/voucher-campaigns/:id/codes',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, params }) =>
      c.json(await campaignStats(deps.db, deps.config, params.id), 200, noStore),
    ),
  );
