import './zod-setup';
import { z } from 'zod';
import { editorialStateSchema } from './console';
import { quizInputSchema, segmentInputSchema } from './games';
import { faqSectionInputSchema, postInputSchema } from './posts';
import { notificationPopupInputSchema } from './notifications';
import { specialSchema } from './me';
import { voucherCampaignInputSchema } from './vouchers';
import { specialConfigSchemas, specialKindSchema, type SpecialConfig, type SpecialKind } from './specials';
import { validationText } from './zod-de';
import { isSitePath } from '@/lib/domain/site-path';
import { instant, linkTarget, pictureField } from './fields';

// The configuration editors keep in the console besides rewards (docs/console.md, Content):
// earning rules, levels, badges, daily reward items, redirect rules, specials, the prize wheel's
// segments, quizzes, voucher campaigns, posts, the FAQ and the editors' notification popups. Each
// is edited as a draft and published explicitly, through one engine (lib/server/console/content.ts).

const text = (max: number) => z.string().trim().max(max, validationText.maxChars(max));
const required = (max: number) => text(max).min(1, validationText.required);
const cap = z.number().int().min(1).max(1_000_000).nullable().default(null);
const position = z.number().int().min(0).max(100_000).default(0);
const picture = pictureField();

/** The step names hosts report (POST /api/host/events) and the web view's own (dailyVisit). */
export const stepSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, validationText.step)
  // The console's address of a new rule is …/earning-rules/new.
  .refine((s) => s !== 'new', validationText.stepReserved);

export const earningRuleInputSchema = z.strictObject({
  step: stepSchema,
  points: z.number().int().min(1).max(100_000),
  /** The statement's line for this step ("Artikel gelesen"). */
  reason: required(120),
  daily_cap: cap,
  weekly_cap: cap,
  lifetime_cap: cap,
  /** The event's data field that makes an event count once (article_id); null: every event counts. */
  dedupe_field: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,63}$/, validationText.dataField)
    .nullable()
    .default(null),
  position,
});
export type EarningRuleInput = z.infer<typeof earningRuleInputSchema>;

export const levelInputSchema = z.strictObject({
  position: z.number().int().min(1).max(1000),
  name: required(60),
  /** Lifetime earned Räppli from which a member holds this level. */
  threshold: z.number().int().min(0).max(1_000_000_000),
  image_url: picture.nullable().default(null),
});
export type LevelInput = z.infer<typeof levelInputSchema>;

export const badgeRuleSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('stepCount'), step: stepSchema, min: z.number().int().min(1).max(1_000_000) }),
  z.strictObject({ type: z.literal('streak'), step: stepSchema, days: z.number().int().min(2).max(366) }),
  z.strictObject({ type: z.literal('spendCount'), kind: z.enum(['reward', 'donation', 'raffle']), min: z.number().int().min(1).max(1_000_000) }),
]);

export const badgeInputSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, validationText.slug),
  name: required(60),
  description: required(200),
  image_url: picture,
  position,
  /** When members earn it; null: never by itself. */
  rule: badgeRuleSchema.nullable().default(null),
});
export type BadgeInput = z.infer<typeof badgeInputSchema>;

export const dailyRewardInputSchema = z.strictObject({
  title: required(80),
  description: required(200),
  points: z.number().int().min(1).max(100_000),
  /** The item's share of the draw among the published items. */
  weight: z.number().int().min(1).max(1_000_000),
  image_url: picture.nullable().default(null),
  position,
});
export type DailyRewardInput = z.infer<typeof dailyRewardInputSchema>;

/** Paths the web view does not own: a redirect there would lock out the API, the SSO or the console. */
export const RESERVED_PATHS = ['/api', '/sso', '/console', '/preview', '/_next', '/builds', '/health'] as const;
const reserved = (p: string) => RESERVED_PATHS.some((r) => p === r || p.startsWith(`${r}/`));

export const redirectInputSchema = z.strictObject({
  /** Exact ("/me/shop") or a prefix ending in "/*" ("/alt/*"), whose rest is kept. */
  path: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^\s?#*]*(\/\*)?$/, validationText.redirectPath)
    .refine(isSitePath, validationText.redirectPath)
    .refine((p) => !reserved(p), validationText.reservedPath),
  /** A path of the web view or an absolute http(s) address. */
  target: linkTarget(validationText.redirectTarget, { http: true }),
  permanent: z.boolean().default(false),
});
export type RedirectInput = z.infer<typeof redirectInputSchema>;

const when = instant().nullable().default(null);
export const specialInputSchema = z
  .strictObject({
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, validationText.slug),
    title: required(120),
    /** The navigation's entry for it; null: no menu link. */
    menu_link: text(60).nullable().default(null),
    content: specialSchema.shape.content.max(50).default([]),
    starts_at: when,
    ends_at: when,
    position,
    /** Which special it is: its page and rules (docs/specials.md). */
    kind: specialKindSchema.default('page'),
    /** The kind's settings, checked by specialConfigSchemas[kind]; null: none (kinds without settings). */
    config: z.record(z.string(), z.unknown()).nullable().default(null),
  })
  .superRefine((r, ctx) => {
    if (r.starts_at && r.ends_at && new Date(r.ends_at) <= new Date(r.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: validationText.endsBeforeStart });
    // Halloween's days and the Advent calendar's doors are the business days between start and end.
    if ((r.kind === 'halloween' || r.kind === 'advent') && (!r.starts_at || !r.ends_at))
      ctx.addIssue({ code: 'custom', path: [r.starts_at ? 'ends_at' : 'starts_at'], message: validationText.calendarDates });
    const config = specialConfigSchemas[r.kind].safeParse(r.config ?? {});
    if (!config.success) for (const issue of config.error.issues) ctx.addIssue({ code: 'custom', path: ['config', ...issue.path], message: issue.message });
    else for (const issue of configTwice(r.kind, config.data)) ctx.addIssue({ code: 'custom', path: ['config', ...issue.path], message: issue.message });
  });

/**
 * What the editor refuses though the money rule would cope (docs/specials-black-week-resolutions.md,
 * Config schemas): a reward priced twice in one Black Week, two goals for one day of the week.
 */
function configTwice(kind: SpecialKind, config: Record<string, unknown>): { path: PropertyKey[]; message: string }[] {
  const twice = (keys: unknown[], path: (i: number) => PropertyKey[], message: string) =>
    keys.flatMap((k, i) => (keys.indexOf(k) < i ? [{ path: path(i), message }] : []));
  if (kind === 'black_week')
    return twice(
      (config as SpecialConfig<'black_week'>).prices.map((p) => p.reward_id),
      (i) => ['prices', i, 'reward_id'],
      validationText.blackWeekTwice,
    );
  if (kind === 'resolutions')
    return twice(
      (config as SpecialConfig<'resolutions'>).goals.map((g) => g.day),
      (i) => ['goals', i, 'day'],
      validationText.goalDayTaken,
    );
  return [];
}
export type SpecialInput = z.infer<typeof specialInputSchema>;

/** A content item as editors see it: what members see (`live`), the pending `draft`, its status. */
export function consoleItemSchema<I extends z.ZodType>(input: I, id: z.ZodType<number | string>) {
  return z.object({ id, live: input, draft: input.nullable(), status: editorialStateSchema });
}
export function consoleItemListSchema<I extends z.ZodType>(input: I, id: z.ZodType<number | string>) {
  return z.object({ items: z.array(consoleItemSchema(input, id)), total: z.number() });
}
export type ConsoleItem<I> = { id: number | string; live: I; draft: I | null; status: z.infer<typeof editorialStateSchema> };

/** Each resource by its name (the console page's path segment, /console/content/{resource}), and its input. */
export const CONTENT_INPUTS = {
  'earning-rules': earningRuleInputSchema,
  levels: levelInputSchema,
  badges: badgeInputSchema,
  'daily-rewards': dailyRewardInputSchema,
  redirects: redirectInputSchema,
  specials: specialInputSchema,
  'prizewheel-segments': segmentInputSchema,
  quizzes: quizInputSchema,
  'voucher-campaigns': voucherCampaignInputSchema,
  posts: postInputSchema,
  faq: faqSectionInputSchema,
  notifications: notificationPopupInputSchema,
} as const;
export type ContentResource = keyof typeof CONTENT_INPUTS;
export const CONTENT_RESOURCES = Object.keys(CONTENT_INPUTS) as ContentResource[];
export type ContentInput<R extends ContentResource> = z.infer<(typeof CONTENT_INPUTS)[R]>;

/** Resources whose API path is not /api/console/{resource}: the wheel's segments sit beside its stats. */
const API_PATHS: Partial<Record<ContentResource, string>> = { 'prizewheel-segments': '/prizewheel/segments' };
/** A resource's path under /api/console, for the routes, the reference and the console's calls. */
export const contentApiPath = (resource: ContentResource) => API_PATHS[resource] ?? `/${resource}`;

/** Earning rules are named by their step; the others by a number. As written: ` 1` names nothing. */
export const contentKeyParamSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/) });

// GET /api/console/raffles and POST /api/console/raffles/{id}/draw (docs/console.md, Raffles)
export const consoleRaffleSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: editorialStateSchema,
  ends_at: z.string().nullable(),
  winners: z.number(),
  /** Tickets taken (not canceled) and the members who hold them. */
  tickets: z.number(),
  members: z.number(),
  /** running: still selling tickets; due: over, not drawn yet; drawn. */
  draw_state: z.enum(['running', 'due', 'drawn']),
  drawn_at: z.string().nullable(),
  seed_hash: z.string().nullable(),
  /** The public audit page members see (seed, entries, winners). */
  audit_path: z.string(),
});
export type ConsoleRaffle = z.infer<typeof consoleRaffleSchema>;
export const consoleRaffleListSchema = z.object({ items: z.array(consoleRaffleSchema), total: z.number() });
