import './zod-setup';
import { z } from 'zod';
import { CODE_CHECK_STATES, MAX_BATCH, normaliseCode, VOUCHER_KINDS, VOUCHER_STATES } from '@/lib/domain/vouchers';
import { validationText } from './zod-de';
import { instant } from './fields';

// Vouchers (docs/vouchers.md): what members send and get when they look a code up and redeem it,
// and what editors keep of campaigns and their codes.

const iso = z.string();
/** A code as typed or scanned; the server reads it (case, dashes, O/I/L) and answers VOUCHER_INVALID when it is none. */
const codeSchema = z.string().trim().min(1, validationText.required).max(64, validationText.maxChars(64));

// GET /api/vouchers/lookup?code=&collector_token=
export const voucherLookupQuerySchema = z.object({ code: codeSchema });
export const voucherLookupSchema = z.object({
  /** The code's id: /me/voucher/{voucher_id} shows it once redeemed. */
  voucher_id: z.number(),
  title: z.string(),
  /** The Räppli it gives, or null when it gives a reward. */
  points: z.number().nullable(),
  reward_id: z.number().nullable(),
  reward_title: z.string().nullable(),
  valid_until: iso,
  /** available; redeemed (by this member); used_up (a single code by someone else, a campaign at its maximum); limit_reached (the day's five or the campaign's own limit). */
  state: z.enum(VOUCHER_STATES),
});
export type VoucherLookup = z.infer<typeof voucherLookupSchema>;

// POST /api/vouchers/redeem?collector_token=&hash=&token= (header Idempotency-Key)
export const voucherRedeemBodySchema = z.strictObject({ code: codeSchema });
export type VoucherRedeemBody = z.infer<typeof voucherRedeemBodySchema>;
export const voucherRedeemResultSchema = z.object({
  voucher_id: z.number(),
  points_awarded: z.number(),
  /** A reward voucher's order in my rewards; null for Räppli. */
  order_id: z.number().nullable(),
  balance: z.number(),
});
export type VoucherRedeemResult = z.infer<typeof voucherRedeemResultSchema>;

// GET /api/vouchers/{id}?collector_token= — a voucher the member redeemed
export const voucherDetailSchema = z.object({
  voucher_id: z.number(),
  title: z.string(),
  points_awarded: z.number(),
  reward_id: z.number().nullable(),
  reward_title: z.string().nullable(),
  order_id: z.number().nullable(),
  redeemed_at: iso,
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

// ---- Console ---------------------------------------------------------------------------------

export const VOUCHER_GIVES = ['points', 'reward'] as const;
const when = instant();

export const voucherCampaignInputSchema = z
  .strictObject({
    title: z.string().trim().min(1, validationText.required).max(120, validationText.maxChars(120)),
    kind: z.enum(VOUCHER_KINDS),
    gives: z.enum(VOUCHER_GIVES),
    points: z.number().int().min(1).max(100_000).nullable().default(null),
    reward_id: z.number().int().positive().nullable().default(null),
    starts_at: when,
    ends_at: when,
    /** Redemptions of the whole campaign; null: no maximum. */
    max_redemptions: z.number().int().min(1).max(10_000_000).nullable().default(null),
    /** single: codes of this campaign one member may redeem; null: only the day's limit. Shared: always once. */
    per_member_limit: z.number().int().min(1).max(1000).nullable().default(null),
    position: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((r, ctx) => {
    if (new Date(r.ends_at) <= new Date(r.starts_at)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: validationText.endsBeforeStart });
    if (r.gives === 'points' && r.points === null) ctx.addIssue({ code: 'custom', path: ['points'], message: validationText.voucherPoints });
    if (r.gives === 'reward' && r.reward_id === null) ctx.addIssue({ code: 'custom', path: ['reward_id'], message: validationText.voucherReward });
    if (r.kind === 'shared' && r.per_member_limit !== null)
      ctx.addIssue({ code: 'custom', path: ['per_member_limit'], message: validationText.voucherSharedOnce });
  });
export type VoucherCampaignInput = z.infer<typeof voucherCampaignInputSchema>;

// POST /api/console/voucher-campaigns/{id}/codes
export const voucherCodesBodySchema = z.strictObject({ count: z.number().int().min(1).max(MAX_BATCH) });
export const voucherCodesResultSchema = z.object({
  batch: z.number(),
  /** The codes in clear with their QR codes' address — for single-use codes the only time they are shown. */
  codes: z.array(z.object({ code: z.string(), url: z.string() })),
});
export type VoucherCodesResult = z.infer<typeof voucherCodesResultSchema>;

// GET /api/console/voucher-campaigns/{id}/codes — the batches and the redemption counts
export const voucherCampaignStatsSchema = z.object({
  kind: z.enum(VOUCHER_KINDS),
  /** A shared campaign's code and its QR address (null until made). */
  shared_code: z.object({ code: z.string(), url: z.string() }).nullable(),
  redemptions: z.number(),
  members: z.number(),
  redemptions_today: z.number(),
  batches: z.array(z.object({ batch: z.number(), codes: z.number(), redeemed: z.number(), created_at: iso })),
});
export type VoucherCampaignStats = z.infer<typeof voucherCampaignStatsSchema>;

// POST /api/console/voucher-codes/check — a code a member names, as the team answers them (operators)
export const voucherCodeCheckBodySchema = z.strictObject({
  code: codeSchema.refine((code) => normaliseCode(code) !== null, validationText.voucherCodeShape),
});
export const voucherCodeCheckSchema = z.object({
  /** open (redeemable, the member's own limits aside), or why not (lib/domain/vouchers.ts, codeCheckState). */
  state: z.enum(CODE_CHECK_STATES),
  code: z.object({ hint: z.string(), batch: z.number(), uses: z.number(), created_at: iso }),
  campaign: z.object({
    id: z.number(),
    title: z.string(),
    kind: z.enum(VOUCHER_KINDS),
    points: z.number().nullable(),
    reward_title: z.string().nullable(),
    starts_at: iso,
    ends_at: iso,
    max_redemptions: z.number().nullable(),
    per_member_limit: z.number().nullable(),
    redemptions: z.number(),
  }),
  /** Who redeemed this code, newest first (a shared code: the newest 20 of `code.uses`). */
  redemptions: z.array(
    z.object({ support_token: z.string(), collector_token: z.string(), redeemed_at: iso, points: z.number(), order_id: z.number().nullable() }),
  ),
});
export type VoucherCodeCheck = z.infer<typeof voucherCodeCheckSchema>;
