import 'server-only';
import { idempotencyHeaderSchema, idParamSchema } from '@/lib/contracts/rewards';
import {
  voucherCampaignStatsSchema,
  voucherCodesBodySchema,
  voucherCodesResultSchema,
  voucherDetailSchema,
  voucherLookupQuerySchema,
  voucherLookupSchema,
  voucherRedeemBodySchema,
  voucherRedeemResultSchema,
} from '@/lib/contracts/vouchers';
import type { RouteGroup } from './registry';

// Routes of routes/vouchers.ts (mounted at /api) and routes/console-vouchers.ts (at /api/console).
// The rules: docs/vouchers.md.

const guessing =
  'A code that is unknown, malformed or outside its campaign’s window answers 404 `VOUCHER_INVALID` and counts as a failed code: 5 within 10 minutes per member, or 30 per client address, answer 429 `RATE_LIMITED` with `Retry-After` (kept in the database, so every server process counts alike).';

export const voucherDocs: RouteGroup = {
  tag: 'Vouchers',
  description:
    'Voucher codes (single-use or one shared campaign code) that give Räppli or a reward: look a code up, redeem it once, read a redeemed voucher; for editors, the codes of a campaign.',
  routes: [
    {
      method: 'get',
      path: '/api/vouchers/lookup',
      summary: 'What a code gives and whether I can still redeem it',
      description: `Case, spaces and dashes do not matter; O, I and L read as 0, 1 and 1. \`state\`: available, redeemed (by me), used_up (a single-use code someone redeemed, or a campaign at its maximum), limit_reached (my five vouchers today, or the campaign’s own limit per member). Anonymous members may look up. ${guessing}`,
      auth: 'member',
      query: voucherLookupQuerySchema,
      responses: { 200: { description: 'The voucher.', schema: voucherLookupSchema } },
      errors: ['VOUCHER_INVALID', 'RATE_LIMITED'],
    },
    {
      method: 'post',
      path: '/api/vouchers/redeem',
      summary: 'Redeem a code once: Räppli through the ledger, or a reward as an order',
      description: `An identified member with the SSO pair (anonymous: 403 \`ANONYMOUS_NOT_ALLOWED\`). Refusals: 409 \`VOUCHER_ALREADY_REDEEMED\` (I have it, or a single-use code went to someone), 409 \`VOUCHER_LIMIT_REACHED\` with \`details.limit\` = \`day\` (5 vouchers per member and business day), \`campaign\` (its limit per member) or \`total\` (its maximum), 409 \`SOLD_OUT\` (the reward’s stock), 409 \`OPTED_OUT\`. The same \`Idempotency-Key\` with the same body answers the first answer again. ${guessing}`,
      auth: 'member-sso',
      headers: idempotencyHeaderSchema,
      idempotency: 'own',
      body: voucherRedeemBodySchema,
      responses: { 200: { description: 'What it gave and the balance.', schema: voucherRedeemResultSchema } },
      errors: [
        'MISSING_IDEMPOTENCY_KEY',
        'IDEMPOTENCY_KEY_REUSED',
        'VOUCHER_INVALID',
        'VOUCHER_ALREADY_REDEEMED',
        'VOUCHER_LIMIT_REACHED',
        'SOLD_OUT',
        'OPTED_OUT',
        'RATE_LIMITED',
      ],
    },
    {
      method: 'get',
      path: '/api/vouchers/:id',
      summary: 'A voucher I redeemed: what it gave and when',
      description: '`id` is the `voucher_id` of the lookup and the redeem. Another member’s voucher, or one not redeemed, is 404 `VOUCHER_NOT_FOUND`.',
      auth: 'member',
      params: idParamSchema,
      responses: { 200: { description: 'The voucher.', schema: voucherDetailSchema } },
      errors: ['VOUCHER_NOT_FOUND'],
    },
    {
      method: 'post',
      path: '/api/console/voucher-campaigns/:id/codes',
      summary: 'Make a batch of single-use codes (shown this once), or the shared code',
      description:
        'Single-use: `count` new codes of 16 Crockford base32 symbols (80 bits from node:crypto), kept only as their SHA-256, so this answer is the only time they are seen — the console makes the CSV and the printable QR sheet from it. Shared: `count` must be 1; the campaign’s one code, made once (asked again, the same code). Each code comes with the address its QR code holds (`{SITE_URL}/me/voucher?code=…`). The audit log records the batch, never the codes.',
      auth: 'console',
      roles: ['editor'],
      params: idParamSchema,
      body: voucherCodesBodySchema,
      responses: { 201: { description: 'The codes.', schema: voucherCodesResultSchema } },
      errors: ['CONTENT_NOT_FOUND', 'CONTENT_ARCHIVED'],
    },
    {
      method: 'get',
      path: '/api/console/voucher-campaigns/:id/codes',
      summary: "A campaign's batches, shared code and redemption counts",
      description: 'Per batch the codes made and redeemed (never the codes); the redemptions, the members who redeemed and today’s redemptions.',
      auth: 'console',
      roles: ['editor'],
      params: idParamSchema,
      responses: { 200: { description: 'The counts.', schema: voucherCampaignStatsSchema } },
      errors: ['CONTENT_NOT_FOUND'],
    },
  ],
};
