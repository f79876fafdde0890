import './zod-setup';
import { z } from 'zod';
import { DELIVERY_TYPES, REWARD_TYPES } from '@/lib/domain/reward-states';
import { LIMIT_PERIODS } from '@/lib/domain/limit-periods';
import { orderSchema, orderStateSchema, rewardAvailabilitySchema } from './rewards';
import { activitiesSchema, activityEntrySchema, badgeStateSchema } from './loyalty';
import { validationText } from './zod-de';
import messages from '@/messages/de.json';
import { addressNumber, instant, wholeNumber } from './fields';

// The staff console's API, /api/console/* (docs/console.md): sessions, staff, and the content
// editors manage. Shared by the handlers and the console's forms.

const iso = z.string();

export const STAFF_ROLE_VALUES = ['editor', 'operator', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLE_VALUES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

const email = z.string().trim().toLowerCase().pipe(z.email(validationText.email).max(254));

// POST /api/console/session
export const loginBodySchema = z.strictObject({ email, password: z.string().min(1, validationText.required).max(256) });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const staffSchema = z.object({ id: z.number(), email: z.string(), name: z.string(), role: staffRoleSchema, created_at: iso, disabled: z.boolean() });
export type Staff = z.infer<typeof staffSchema>;
// GET /api/console/me, and the answer to a login
export const consoleMeSchema = z.object({ staff: staffSchema, expires_at: iso });
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

/** A staff password, the same rule on create and on change. */
export const staffPasswordSchema = z.string().min(12, validationText.password).max(256);

// GET/POST /api/console/staff (admin)
export const staffCreateSchema = z.strictObject({
  email,
  name: z.string().trim().max(120).default(''),
  password: staffPasswordSchema,
  role: staffRoleSchema,
});
export type StaffCreate = z.infer<typeof staffCreateSchema>;

// PATCH /api/console/staff/{id} (admin): any of the three, at least one (docs/console.md, "Staff accounts")
export const staffUpdateSchema = z
  .strictObject({ role: staffRoleSchema.optional(), disabled: z.boolean().optional(), password: staffPasswordSchema.optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.password !== undefined, { message: messages.console.staff.changeRequired });
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;
// DELETE /api/console/session
export const logoutSchema = z.object({ ok: z.literal(true) });
export const staffListSchema = z.object({ items: z.array(staffSchema) });

/** Paging and search of a console list. */
export const consoleListQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  limit: addressNumber(wholeNumber().min(1).max(100)).default(50),
  offset: addressNumber(wholeNumber().min(0).max(1_000_000)).default(0),
  archived: z.enum(['true', 'false']).default('false'),
});

/** GET /api/console/rewards: a console list, optionally only the rewards of one special (its slug: a calendar's days and doors). */
export const consoleRewardListQuerySchema = consoleListQuerySchema.extend({
  special: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
    .optional(),
});

// Rewards as editors write them (docs/console.md, Rewards). Times are ISO 8601 with an offset.
const text = (max: number) => z.string().trim().max(max, validationText.maxChars(max));
const optionalText = (max: number) => text(max).nullable().default(null);
const count = z.number().int().min(0).max(10_000_000);
const when = instant().nullable().default(null);

export const rewardInputSchema = z
  .strictObject({
    title: text(120).min(1, validationText.required),
    description: text(500).min(1, validationText.required),
    details: text(4000).default(''),
    type: z.enum(REWARD_TYPES),
    exclusive: z.boolean().default(false),
    delivery: z.enum(DELIVERY_TYPES),
    category_id: z.number().int().min(0).max(1_000_000),
    cost: count,
    stock: count.nullable().default(null),
    participation_limit: count.min(1).nullable().default(null),
    redeem_limit: count.min(1).nullable().default(null),
    redeem_limit_period: z.enum(LIMIT_PERIODS).nullable().default(null),
    sponsor: optionalText(120),
    image_url: optionalText(500),
    external_url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable()
      .default(null),
    valid_days: z.number().int().min(1).max(3650).default(30),
    fund_goal: count.min(1).nullable().default(null),
    winners: z.number().int().min(1).max(10_000).default(1),
    special_slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
      .nullable()
      .default(null),
    starts_at: when,
    ends_at: when,
    position: z.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((r, ctx) => {
    if (r.starts_at && r.ends_at && new Date(r.ends_at) <= new Date(r.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: validationText.endsBeforeStart });
    if ((r.redeem_limit === null) !== (r.redeem_limit_period === null))
      ctx.addIssue({ code: 'custom', path: ['redeem_limit'], message: validationText.limitWithPeriod });
    if (r.delivery === 'external' && !r.external_url) ctx.addIssue({ code: 'custom', path: ['external_url'], message: validationText.externalUrl });
    if (r.delivery === 'external' && r.type !== 'buy') ctx.addIssue({ code: 'custom', path: ['type'], message: validationText.externalBuy });
    if ((r.type === 'none') !== (r.delivery === 'pickup') && r.type !== 'raffle')
      ctx.addIssue({ code: 'custom', path: ['delivery'], message: validationText.pickupType });
  });
export type RewardInput = z.infer<typeof rewardInputSchema>;

/** A new reward's starting values in the editor (a buy, digital, 100 Räppli, unlimited). */
export const EMPTY_REWARD: RewardInput = {
  title: '',
  description: '',
  details: '',
  type: 'buy',
  exclusive: false,
  delivery: 'digital',
  category_id: 1,
  cost: 100,
  stock: null,
  participation_limit: null,
  redeem_limit: null,
  redeem_limit_period: null,
  sponsor: null,
  image_url: null,
  external_url: null,
  valid_days: 30,
  fund_goal: null,
  winners: 1,
  special_slug: null,
  starts_at: null,
  ends_at: null,
  position: 0,
};

/** Where a reward stands for editors: a draft nobody sees, live (maybe with unpublished edits), paused, archived. */
export const editorialStateSchema = z.enum(['draft', 'published', 'archived']);

export const consoleRewardSchema = z.object({
  id: z.number(),
  /** What members see now (or would, once published). */
  live: rewardInputSchema,
  /** Edits not yet published; null: none. */
  draft: rewardInputSchema.nullable(),
  status: editorialStateSchema,
  published: z.boolean(),
  suspended: z.boolean(),
  availability: rewardAvailabilitySchema,
  stock_left: z.number().nullable(),
  orders: z.number(),
  created_at: iso,
});
export type ConsoleReward = z.infer<typeof consoleRewardSchema>;
export const consoleRewardListSchema = z.object({ items: z.array(consoleRewardSchema), total: z.number() });
export type ConsoleRewardList = z.infer<typeof consoleRewardListSchema>;

// POST /api/console/rewards/{id}/pause
export const pauseBodySchema = z.strictObject({ paused: z.boolean() });

// GET /api/console/audit
export const auditQuerySchema = z.object({
  resource: z.string().trim().max(40).optional(),
  resource_id: z.string().trim().max(40).optional(),
  staff_id: addressNumber(wholeNumber().positive()).optional(),
  limit: addressNumber(wholeNumber().min(1).max(200)).default(50),
  before: addressNumber(wholeNumber().positive()).optional(),
});
export const auditEntrySchema = z.object({
  id: z.number(),
  at: iso,
  staff: z.object({ id: z.number(), email: z.string() }).nullable(),
  action: z.string(),
  resource: z.string(),
  resource_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ items: z.array(auditEntrySchema), next_before: z.number().nullable() });

// Operators: the order queue and member help (docs/console.md, Orders, Members).
export const consoleOrdersQuerySchema = z.object({
  state: orderStateSchema.optional(),
  delivery: z.enum(DELIVERY_TYPES).optional(),
  reward_id: addressNumber(wholeNumber().positive()).optional(),
  limit: addressNumber(wholeNumber().min(1).max(100)).default(50),
  offset: addressNumber(wholeNumber().min(0).max(1_000_000)).default(0),
});
export const memberRefSchema = z.object({
  collector_token: z.string(),
  /** "c" + the collector token's last 8 characters, as the member's error page shows it. */
  support_token: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
});
export const consoleOrderSchema = orderSchema.extend({
  member: memberRefSchema,
  /** What the member gave with the order or the prize claim: address, e-mail, telephone. */
  contact: z.record(z.string(), z.unknown()),
});
export type ConsoleOrder = z.infer<typeof consoleOrderSchema>;
export const consoleOrderListSchema = z.object({ items: z.array(consoleOrderSchema), total: z.number() });

export const memberSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(254) });
export const consoleMemberSchema = memberRefSchema.extend({
  anonymous: z.boolean(),
  points_available: z.number(),
  lifetime_earned: z.number(),
  lifetime_spent: z.number(),
  opted_out: z.boolean(),
  subscriber: z.boolean(),
  created_at: iso,
  last_seen_at: iso.nullable(),
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;
export const memberSearchSchema = z.object({ items: z.array(consoleMemberSchema) });
export const consoleMemberDetailSchema = z.object({
  member: consoleMemberSchema,
  statement: activitiesSchema,
  /** The newest 50 orders; older ones by `orders_next_before` (null: none older). */
  orders: z.array(orderSchema),
  orders_next_before: z.number().nullable(),
  badges: z.array(badgeStateSchema),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;
export const memberTokenParamSchema = z.object({ collector_token: z.string().min(1).max(128) });

// GET /api/console/members/{collector_token}/statement|orders?before=&limit= — a member's older
// statement lines or orders, newest first, 50 at a time unless asked for fewer
export const consolePageQuerySchema = z.object({
  limit: addressNumber(wholeNumber().min(1).max(50)).default(50),
  before: addressNumber(wholeNumber().positive()).optional(),
});
export const consoleStatementPageSchema = z.object({
  items: z.array(activityEntrySchema),
  /** Cursor for the next older page: pass as ?before=; null when there is nothing older. */
  next_before: z.number().nullable(),
});
export type ConsoleStatementPage = z.infer<typeof consoleStatementPageSchema>;
export const consoleOrdersPageSchema = z.object({ items: z.array(orderSchema), next_before: z.number().nullable() });
export type ConsoleOrdersPage = z.infer<typeof consoleOrdersPageSchema>;

// POST /api/console/members/{collector_token}/adjustments (header Idempotency-Key)
export const consoleAdjustmentBodySchema = z.strictObject({
  amount: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, validationText.notZero),
  reason: z.string().trim().min(1, validationText.required).max(200, validationText.maxChars(200)),
});
export const consoleAdjustmentResultSchema = z.object({ amount: z.number(), balance: z.number() });

// GET /api/console/liability — the Räppli the publisher owes (docs/console.md, Liability).
const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
export const LIABILITY_SOURCES = ['earn', 'daily_reward', 'game', 'adjustment'] as const;
export const liabilitySchema = z.object({
  /** Räppli members hold now: Σ of every balance (= Σ of the ledger). */
  outstanding: z.number(),
  /** Of those, what expires in the rest of this month and each of the next 12 (business time zone), if not spent before. */
  expiring: z.array(z.object({ month: monthSchema, amount: z.number() })),
  /** The last 12 months: issued (by source), spent net of refunds, expired, and taken back by staff. */
  by_month: z.array(
    z.object({
      month: monthSchema,
      issued: z.number(),
      issued_by_source: z.object({
        earn: z.number(),
        daily_reward: z.number(),
        game: z.number(),
        adjustment: z.number(),
        voucher: z.number(),
        gift: z.number(),
        other: z.number(),
      }),
      spent: z.number(),
      expired: z.number(),
      corrected: z.number(),
    }),
  ),
});
export type Liability = z.infer<typeof liabilitySchema>;

// GET /api/console/members/{collector_token}/export — everything stored about one member (data protection).
const rowsSchema = z.array(z.record(z.string(), z.unknown()));
export const memberExportSchema = z.object({
  exported_at: iso,
  collector: z.record(z.string(), z.unknown()),
  /** The member's SSO profile (personal data), without our secrets; null for an anonymous member. */
  profile: z.record(z.string(), z.unknown()).nullable(),
  ledger: rowsSchema,
  orders: rowsSchema,
  reservations: rowsSchema,
  activity_events: rowsSchema,
  actions: rowsSchema,
  badges: rowsSchema,
  notifications: rowsSchema,
});
// POST /api/console/members/{collector_token}/erase
export const memberEraseSchema = z.object({ erased: z.literal(true), balance: z.number() });
