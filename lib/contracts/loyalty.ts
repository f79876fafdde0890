import './zod-setup';
import { z } from 'zod';
import { validationText } from './zod-de';
import { addressNumber, wholeNumber } from './fields';
import { usernameSchema } from './sso';

// GET /api/me/activities — the points statement: newest entries (paged) and top earning activities.
export const activityEntrySchema = z.object({
  id: z.number(),
  amount: z.number(),
  kind: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export const topActivitySchema = z.object({ step: z.string(), reason: z.string(), points: z.number(), count: z.number() });
export const activitiesSchema = z.object({
  top: z.array(topActivitySchema),
  last: z.array(activityEntrySchema),
  /** Cursor for "show more": pass as ?before=; null when there is nothing older. */
  next_before: z.number().nullable(),
});
export const activitiesQuerySchema = z.object({
  limit: addressNumber(wholeNumber().min(1).max(50)).default(10),
  before: addressNumber(wholeNumber().positive()).optional(),
});
export type Activities = z.infer<typeof activitiesSchema>;
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

// GET /api/badges — every badge, with when this member earned it (null = still locked).
export const badgeStateSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  earned_at: z.string().nullable(),
});
export type BadgeState = z.infer<typeof badgeStateSchema>;

// GET /api/dailyRewards — the items a daily reward is drawn from.
export const dailyRewardItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  points: z.number(),
  image_url: z.string().nullable(),
});
export type DailyRewardItem = z.infer<typeof dailyRewardItemSchema>;

// GET /api/me/dailyreward and /me `daily_reward` — what the member won today (business day).
export const dailyRewardWonSchema = dailyRewardItemSchema.extend({
  item_id: z.number(),
  business_day: z.string(),
  won_at: z.string(),
});
export type DailyRewardWon = z.infer<typeof dailyRewardWonSchema>;

// POST /api/actions → 201: the recorded action; a layerVisit also says what the visit paid.
export const actionResultSchema = z.object({
  id: z.number(),
  step: z.string(),
  recorded_at: z.string(),
  /** Räppli of the daily-visit rule (0 after the first visit of the business day). */
  awarded: z.number(),
  /** Today's daily reward of an identified member (credited as its own ledger entry). */
  daily_reward: dailyRewardWonSchema.nullable(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

// POST /api/me/sawOnboard
export const sawOnboardBodySchema = z.object({
  type: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/)
    .default('welcome'),
});
export const sawOnboardResultSchema = z.object({ ok: z.literal(true) });

// POST /api/me/optOut — when the member opted out (the first time; a repeat changes nothing).
export const optOutBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export const optOutResultSchema = z.object({ opted_out_at: z.string() });

// POST /api/me/optIn, /api/console/members/{collector_token}/opt-in, /api/host/collectors/{collector_token}/opt-in —
// the opt-out ends (docs/api.md). No body: an empty one or `{}`.
export const optInBodySchema = z.strictObject({});
/** `was_opted_out_at`: when the opt-out this call ended began; null when there was none (a repeat changes nothing). */
export const optInResultSchema = z.object({ opted_out_at: z.null(), was_opted_out_at: z.string().nullable() });
export type OptInResult = z.infer<typeof optInResultSchema>;

// Host API (bearer API_KEY)
const idempotencyKey = z.string().trim().min(1).max(200);

export const hostEventBodySchema = z
  .object({
    collector_token: z.string().min(1).max(128),
    step: z.string().trim().min(1).max(64),
    data: z.record(z.string(), z.unknown()).default({}),
    /** Or the Idempotency-Key header (one of the two is required; both must agree). */
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export const hostEventResponseSchema = z.object({
  awarded: z.number(),
  balance: z.number(),
  /** Why nothing was awarded: duplicate, daily_cap, weekly_cap, lifetime_cap, missing_item. */
  reason: z.string().optional(),
});

export const adjustmentBodySchema = z
  .object({
    collector_token: z.string().min(1).max(128),
    amount: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, validationText.notZero),
    reason: z.string().trim().min(1).max(200),
    /** Or the Idempotency-Key header (one of the two is required; both must agree). */
    idempotency_key: idempotencyKey.optional(),
  })
  .strict();
export const adjustmentResultSchema = z.object({ amount: z.number(), balance: z.number() });

export const identifyBodySchema = z
  .object({
    user: z
      .object({
        id: z.string().trim().min(1).max(128),
        username: usernameSchema.optional(), // the SSO rule (docs/sso.md, "Usernames")
        email: z.email().max(254).optional(),
        firstname: z.string().trim().min(1).max(100).optional(),
        lastname: z.string().trim().min(1).max(100).optional(),
      })
      .strict(),
  })
  .strict();
