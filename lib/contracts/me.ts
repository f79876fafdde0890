import './zod-setup';
import { z } from 'zod';
import { dailyRewardWonSchema } from './loyalty';

// GET /api/me — the fields of docs/product.md §7.2 "The /me response", and the avatar the header shows.
export const levelSchema = z.object({
  id: z.number(),
  position: z.number(),
  name: z.string(),
  threshold: z.number(),
  image_url: z.string().nullable(),
});

export const nextLevelSchema = levelSchema.extend({
  /** Räppli still to earn (lifetime) until this level. */
  missing: z.number(),
  /** 0–100, progress from the current level's threshold to this one. */
  progress: z.number(),
});

export const badgeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  earned_at: z.string(),
});

export const meSchema = z.object({
  collector_token: z.string(),
  lang: z.string(),
  points_available: z.number(),
  anonymous: z.boolean(),
  username: z.string().nullable(),
  /** The member's avatar at our SSO (docs/sso.md, Avatars); null without one. */
  avatar_url: z.string().nullable(),
  level: levelSchema.nullable(),
  next_level: nextLevelSchema.nullable(),
  badges: z.array(badgeSchema),
  meta: z.array(z.object({ key: z.string(), value: z.unknown() })),
  currency: z.object({ basename: z.string(), media: z.array(z.object({ url: z.string() })) }),
  customer: z.object({ uri_scheme: z.string() }),
  points_retirement: z.object({ points: z.number(), date: z.string() }).nullable(),
  daily_reward: dailyRewardWonSchema.nullable(),
});

export type Me = z.infer<typeof meSchema>;
export type Level = z.infer<typeof levelSchema>;
export type Badge = z.infer<typeof badgeSchema>;

// GET /api/me/sso — what the member's own actions would refuse for the address's SSO pair (null: it fits).
export const SSO_PROBLEMS = ['ANONYMOUS_NOT_ALLOWED', 'MISSING_HASH_TOKEN', 'INVALID_HASH_TOKEN'] as const;
export const ssoCheckSchema = z.object({ problem: z.enum(SSO_PROBLEMS).nullable() });
export type SsoCheck = z.infer<typeof ssoCheckSchema>;

// POST /api/actions
export const actionBodySchema = z.object({
  step: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type ActionBody = z.infer<typeof actionBodySchema>;

// GET /api/specials
export const specialSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  menu_link: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  content: z.array(z.object({ type: z.string(), title: z.string().optional(), values: z.array(z.object({ id: z.number() }).loose()) })),
});
export type Special = z.infer<typeof specialSchema>;
