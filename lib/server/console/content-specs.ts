import 'server-only';
import {
  badgeInputSchema,
  dailyRewardInputSchema,
  earningRuleInputSchema,
  levelInputSchema,
  redirectInputSchema,
  specialInputSchema,
  type BadgeInput,
  type ContentResource,
  type DailyRewardInput,
  type EarningRuleInput,
  type LevelInput,
  type RedirectInput,
  type SpecialInput,
} from '@/lib/contracts/console-content';
import { validationText } from '@/lib/contracts/zod-de';
import { specialConfigSchemas } from '@/lib/contracts/specials';
import { badges, dailyRewardItems, earningRules, levels, redirectRules, specials } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import type { ContentSpec } from './content';
import { faqSpec, postSpec } from './post-spec';
import { quizSpec } from './quiz-spec';
import { segmentSpec } from './segment-spec';
import { voucherCampaignSpec } from './voucher-spec';
import { notificationPopupSpec } from './notification-spec';
import { checkSpecialConfig } from './special-config-check';

// How each content resource maps between the API's snake_case input and its table
// (docs/console.md, Content). The engine in content.ts does the rest.

type Row = Record<string, unknown>;
const numericId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
const date = (v: string | null) => (v ? new Date(v) : null);

const earningRuleSpec: ContentSpec<EarningRuleInput> = {
  resource: 'earning_rule',
  table: earningRules,
  key: earningRules.step,
  keyField: 'step',
  parseKey: (raw) => raw,
  publishedField: 'active',
  publishedColumn: earningRules.active,
  archivedColumn: earningRules.archivedAt,
  search: [earningRules.step, earningRules.reason],
  order: [earningRules.position, earningRules.step],
  input: earningRuleInputSchema,
  toInput: (r: Row) => ({
    step: r.step as string,
    points: r.points as number,
    reason: r.reason as string,
    daily_cap: r.dailyCap as number | null,
    weekly_cap: r.weeklyCap as number | null,
    lifetime_cap: r.lifetimeCap as number | null,
    dedupe_field: r.dedupeField as string | null,
    position: r.position as number,
  }),
  toColumns: (i) => ({
    step: i.step,
    points: i.points,
    reason: i.reason,
    dailyCap: i.daily_cap,
    weeklyCap: i.weekly_cap,
    lifetimeCap: i.lifetime_cap,
    dedupeField: i.dedupe_field,
    position: i.position,
  }),
  // The step is what hosts send: a rule for another step is another rule.
  checkUpdate: (row, input) => {
    if (row.step !== input.step) throw new ApiError('VALIDATION_FAILED', [{ path: 'step', message: validationText.stepFixed }]);
  },
  unique: { earning_rules_pkey: { path: 'step', message: validationText.stepTaken } },
};

const levelSpec: ContentSpec<LevelInput> = {
  resource: 'level',
  table: levels,
  key: levels.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: levels.published,
  archivedColumn: levels.archivedAt,
  search: [levels.name],
  order: [levels.threshold, levels.id],
  input: levelInputSchema,
  toInput: (r: Row) => ({ position: r.position as number, name: r.name as string, threshold: r.threshold as number, image_url: r.imageUrl as string | null }),
  toColumns: (i) => ({ position: i.position, name: i.name, threshold: i.threshold, imageUrl: i.image_url }),
  // Among published levels only (drizzle/0013_content_drafts.sql): a clash shows on publishing.
  unique: {
    levels_live_position_uq: { path: 'position', message: validationText.positionTaken },
    levels_live_threshold_uq: { path: 'threshold', message: validationText.thresholdTaken },
  },
};

const badgeSpec: ContentSpec<BadgeInput> = {
  resource: 'badge',
  table: badges,
  key: badges.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: badges.published,
  archivedColumn: badges.archivedAt,
  search: [badges.name, badges.slug],
  order: [badges.position, badges.id],
  input: badgeInputSchema,
  toInput: (r: Row) => ({
    slug: r.slug as string,
    name: r.name as string,
    description: r.description as string,
    image_url: r.imageUrl as string,
    position: r.position as number,
    rule: (r.rule as BadgeInput['rule']) ?? null,
  }),
  toColumns: (i) => ({ slug: i.slug, name: i.name, description: i.description, imageUrl: i.image_url, position: i.position, rule: i.rule }),
  unique: { badges_slug_unique: { path: 'slug', message: validationText.slugTaken } },
};

const dailyRewardSpec: ContentSpec<DailyRewardInput> = {
  resource: 'daily_reward',
  table: dailyRewardItems,
  key: dailyRewardItems.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'active',
  publishedColumn: dailyRewardItems.active,
  archivedColumn: dailyRewardItems.archivedAt,
  search: [dailyRewardItems.title],
  order: [dailyRewardItems.position, dailyRewardItems.id],
  input: dailyRewardInputSchema,
  toInput: (r: Row) => ({
    title: r.title as string,
    description: r.description as string,
    points: r.points as number,
    weight: r.weight as number,
    image_url: r.imageUrl as string | null,
    position: r.position as number,
  }),
  toColumns: (i) => ({ title: i.title, description: i.description, points: i.points, weight: i.weight, imageUrl: i.image_url, position: i.position }),
};

const redirectSpec: ContentSpec<RedirectInput> = {
  resource: 'redirect',
  table: redirectRules,
  key: redirectRules.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: redirectRules.published,
  archivedColumn: redirectRules.archivedAt,
  search: [redirectRules.path, redirectRules.target],
  order: [redirectRules.path, redirectRules.id],
  input: redirectInputSchema,
  toInput: (r: Row) => ({ path: r.path as string, target: r.target as string, permanent: r.permanent as boolean }),
  toColumns: (i) => ({ path: i.path, target: i.target, permanent: i.permanent }),
  unique: { redirect_rules_live_path_uq: { path: 'path', message: validationText.pathTaken } },
};

const specialSpec: ContentSpec<SpecialInput> = {
  resource: 'special',
  table: specials,
  key: specials.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: specials.published,
  archivedColumn: specials.archivedAt,
  search: [specials.title, specials.slug],
  order: [specials.position, specials.id],
  input: specialInputSchema,
  toInput: (r: Row) => ({
    slug: r.slug as string,
    title: r.title as string,
    menu_link: r.menuLink as string | null,
    content: r.content as SpecialInput['content'],
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
    position: r.position as number,
    kind: r.kind as SpecialInput['kind'],
    // Kinds without settings keep {}: the editor shows no settings for them.
    config: Object.keys((r.config ?? {}) as object).length ? (r.config as SpecialInput['config']) : null,
  }),
  toColumns: (i: SpecialInput) => ({
    slug: i.slug,
    title: i.title,
    menuLink: i.menu_link,
    content: i.content,
    startsAt: date(i.starts_at),
    endsAt: date(i.ends_at),
    position: i.position,
    kind: i.kind,
    // Stored with the kind's defaults filled in; checked already by the input's contract.
    config: specialConfigSchemas[i.kind].parse(i.config ?? {}) as Record<string, unknown>,
  }),
  // A Black Week's prices against the rewards' regular ones (special-config-check.ts).
  checkInput: (tx, i) => checkSpecialConfig(tx, i),
  unique: { specials_slug_unique: { path: 'slug', message: validationText.slugTaken } },
};

/** Each resource's spec by its name (its API path: contentApiPath). */
export const contentSpecs: { [R in ContentResource]: ContentSpec<Record<string, unknown>> } = {
  'earning-rules': earningRuleSpec as unknown as ContentSpec<Record<string, unknown>>,
  levels: levelSpec as unknown as ContentSpec<Record<string, unknown>>,
  badges: badgeSpec as unknown as ContentSpec<Record<string, unknown>>,
  'daily-rewards': dailyRewardSpec as unknown as ContentSpec<Record<string, unknown>>,
  redirects: redirectSpec as unknown as ContentSpec<Record<string, unknown>>,
  specials: specialSpec as unknown as ContentSpec<Record<string, unknown>>,
  'prizewheel-segments': segmentSpec as unknown as ContentSpec<Record<string, unknown>>,
  quizzes: quizSpec as unknown as ContentSpec<Record<string, unknown>>,
  'voucher-campaigns': voucherCampaignSpec as unknown as ContentSpec<Record<string, unknown>>,
  posts: postSpec as unknown as ContentSpec<Record<string, unknown>>,
  faq: faqSpec as unknown as ContentSpec<Record<string, unknown>>,
  notifications: notificationPopupSpec as unknown as ContentSpec<Record<string, unknown>>,
};
