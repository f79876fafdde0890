import './zod-setup';
import { z } from 'zod';

// GET /api/config — the settings the browser may see (publicConfig in lib/config.ts; nothing secret).
export const publicConfigSchema = z.object({
  environment: z.string(),
  project: z.string(),
  site_url: z.string(),
  frontend_url: z.string(),
  login_url: z.string(),
  subscribe_url: z.string().nullable(),
  /** The publisher's raffle terms; null: ours at /me/rewards/terms. */
  terms_url: z.string().nullable(),
  sso_endpoint: z.string(),
  avatar_api: z.string(),
  uri_scheme: z.string(),
  timezone: z.string(),
  reset_to_home_signal: z.string(),
  allowed_message_origins: z.array(z.string()),
  build_check_interval_ms: z.number(),
  /** The share of visits (0–1) whose Web Vitals the browser reports to POST /api/vitals. */
  vitals_sample_rate: z.number(),
  bugsnag_api_key: z.string().nullable(),
  sentry_dsn: z.string().nullable(),
  /** The category ids of the catalogue (GET /api/rewards?category=). */
  categories: z.object({
    featured_reward: z.number(),
    raffle: z.number(),
    special: z.number(),
    special_post: z.number(),
    special_raffle: z.number(),
    fund: z.number(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

// GET /api/redirects — exact paths or prefixes ending in /*; an absolute target leaves the site.
export const redirectRuleSchema = z.object({ path: z.string(), target: z.string(), permanent: z.boolean() });
export const redirectRulesSchema = z.array(redirectRuleSchema);
