import 'server-only';
import { Hono } from 'hono';
import { idParamSchema } from '@/lib/contracts/rewards';
import { voucherLookupQuerySchema, voucherRedeemBodySchema } from '@/lib/contracts/vouchers';
import { idem } from '@/lib/server/money/idempotency';
import { lookupVoucher, myVoucher, redeemVoucher } from '@/lib/server/services/vouchers';
import { clientAddress } from '../client-address';
import type { AppEnv } from '../context';
import { answerJson } from '../idempotent';
import { handle, idempotencyKey } from '../wrapper';

const noStore = { 'Cache-Control': 'no-store' };

export const voucherRoutes = new Hono<AppEnv>()
  // GET /api/vouchers/lookup — what a code gives and whether I can still redeem it (failed codes count toward the guess limit)
  .get(
    '/vouchers/lookup',
    handle({ auth: 'member', query: voucherLookupQuerySchema }, async ({ c, deps, collector, query }) =>
      c.json(await lookupVoucher(deps.db, deps.config, collector, clientAddress(c), query.code), 200, noStore),
    ),
  )
  // POST /api/vouchers/redeem — redeem a code once: Räppli or a reward order (member + SSO pair, Idempotency-Key)
  .post(
    '/vouchers/redeem',
    handle({ auth: 'member-sso', rateLimit: 'voucher', idempotency: 'own', body: voucherRedeemBodySchema }, async ({ c, deps, collector, body }) => {
      // The key is the member's: its scope carries the member's id.
      const claim = idem(`voucher_redeem:${collector.id}`, idempotencyKey(c), body);
      return answerJson(c, await redeemVoucher(deps.db, deps.config, collector, clientAddress(c), body, claim), noStore);
    }),
  )
  // GET /api/vouchers/:id — a voucher I redeemed: what it gave and when
  .get(
    '/vouchers/:id',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await myVoucher(deps.db, collector, params.id), 200, noStore),
    ),
  );
