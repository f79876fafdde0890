// The one place that reads process.env. Every setting is parsed here; a bad value stops start-up
// with one line naming the variable (see loadConfig). Documented in .env.example.
import 'server-only';
import { z } from 'zod';
import { SIGN_IN_PATH } from '@/lib/domain/sign-in';
import { parseTrustProxy } from '@/lib/domain/client-address';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const categoryId = (fallback: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));
const list = z.preprocess((v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v), z.array(z.string()).default([]));

/**
 * The origins whose messages our pages accept and to which they post (docs/embedding.md, "Origins
 * and CSP"): `ALLOWED_MESSAGE_ORIGINS` and every exact origin of `ALLOWED_FRAME_ANCESTORS` — a page
 * allowed to frame us is a host page the embed loader runs on. CSP wildcards (`https://*.x.org`)
 * and keywords are not origins and are left out.
 */
export function messageOrigins(config: { ALLOWED_MESSAGE_ORIGINS: string[]; ALLOWED_FRAME_ANCESTORS: string[] }): string[] {
  const exact = config.ALLOWED_FRAME_ANCESTORS.filter((source) => {
    try {
      return !source.includes('*') && new URL(source).origin === source;
    } catch {
      return false;
    }
  });
  return [...new Set([...config.ALLOWED_MESSAGE_ORIGINS, ...exact])];
}

/** scrypt's cost in production, log2 of N (PASSWORD_HASH_COST). */
export const PRODUCTION_HASH_COST = 15;

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    // Rate limits shared by every process through Redis (else through DATABASE_URL's database, else in memory).
    REDIS_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    // Multiplies every rate limit (docs/reliability.md): the test servers use a large one, so specs
    // sharing a demo member are not refused; production keeps 1.
    // The share of visits that report their Web Vitals (docs/reliability.md, "Real-user Web Vitals").
    VITALS_SAMPLE_RATE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.1)),
    RATE_LIMIT_SCALE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    API_KEY: z.preprocess(emptyToUndefined, z.string().min(16).default('dev-api-key-change-me-0123456789')),
    SSO_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).default('dev-sso-secret-change-me-0123456789')),
    // Unset: the bind address (see siteOrigin), so links printed at start-up open this process.
    SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    // The host site's front end ("Im Browser öffnen" on /open); unset: this app's own address (SITE_URL).
    FRONTEND_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    // The host's login page ("Jetzt anmelden" outside the app and the host's embeds); unset: see loginUrl.
    LOGIN_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    // Where a reader takes out a subscription (the subscriber rewards point there); unset: see subscribeUrl.
    SUBSCRIBE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    // The publisher's own terms of participation in raffles; unset: ours, at /me/rewards/terms.
    TERMS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    SSO_ENDPOINT: z.preprocess(emptyToUndefined, z.string().min(1).default('/sso/')),
    AVATAR_API: z.preprocess(emptyToUndefined, z.string().min(1).default('/sso/avatar')),
    URI_SCHEME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z][a-z0-9+.-]*$/)
        .default('raeppli'),
    ),
    TIMEZONE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('Europe/Vienna')
        .refine((tz) => isTimeZone(tz), 'not a valid IANA time zone'),
    ),
    ALLOWED_FRAME_ANCESTORS: list,
    ALLOWED_MESSAGE_ORIGINS: list,
    RESET_TO_HOME_SIGNAL: z.preprocess(emptyToUndefined, z.string().min(1).default('raeppli:reset-to-home')),
    BUILD_CHECK_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5000).default(60000)),
    REDIRECT_CACHE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30000)),
    BUGSNAG_API_KEY: optionalString,
    SENTRY_DSN: z.preprocess(emptyToUndefined, z.url().optional()),
    PROJECT: z.preprocess(emptyToUndefined, z.string().min(1).default('laendlepunkte')),
    CATEGORY_FEATURED_REWARD: categoryId(1),
    CATEGORY_RAFFLE: categoryId(2),
    CATEGORY_SPECIAL: categoryId(3),
    CATEGORY_SPECIAL_POST: categoryId(4),
    CATEGORY_SPECIAL_RAFFLE: categoryId(5),
    CATEGORY_FUND: categoryId(6),
    POINTS_EXPIRY_MONTHS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120).default(12)),
    // The birthday gift (docs/notifications.md): Räppli credited once a year on a member's birthday; 0: none.
    BIRTHDAY_GIFT_POINTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(50)),
    EXPIRY_JOB_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60000)),
    SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['auto', 'always', 'never']).default('auto')),
    // The staff console (docs/console.md): the first admin, created once at start-up when both are set.
    CONSOLE_ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    CONSOLE_ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12).optional()),
    // The demo accounts' password (the demo staff's and Anna's; test servers set it). Unset: each gets
    // a random one when the demo is seeded, printed once at that start (docs/console.md, "Demo accounts").
    DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12).optional()),
    // scrypt's cost for new password hashes, as log2 of N (lib/server/console/passwords.ts): 15 is
    // production's 32 MiB per hash; the API test apps take 10 (docs/conventions.md 18). Never less
    // than 15 under NODE_ENV=production (the check below the object).
    PASSWORD_HASH_COST: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(20).default(PRODUCTION_HASH_COST)),
    // Which reverse proxies' X-Forwarded-For is believed (docs/reliability.md, "Trust boundary"):
    // false, true (one hop), a hop count or a list of proxy addresses/CIDRs. Limits count by address.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const trust = parseTrustProxy(v);
        if (!trust)
          ctx.addIssue({
            code: 'custom',
            message: `«${v?.slice(0, 40)}» ist ungültig: erlaubt sind false, true, eine Anzahl Proxys (2) oder Proxy-Adressen/CIDR (10.0.0.0/8,192.168.1.7)`,
          });
        return trust ?? { kind: 'none' as const };
      }),
    // The longest progressive wait after an account's sign-in failures (docs/console.md, docs/sso.md; tests shorten it).
    LOGIN_DELAY_MAX_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(300_000).default(30_000)),
    // Webhooks (docs/webhooks.md): how often each instance sends what is due (0: never), and whether
    // targets on private, loopback or link-local addresses are allowed (tests, on-premise set-ups).
    WEBHOOK_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(2000)),
    WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    SHUTDOWN_DRAIN_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120000).default(0)),
    SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(10000)),
    // How long a request's headers and body may take to arrive; a slower one is cut with 408
    // (docs/architecture.md "Process and build"; tests shorten it).
    REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(25_000).default(20_000)),
  })
  .superRefine((c, ctx) => {
    // A weaker hash never reaches production: a cheaper cost is for test servers only.
    if (c.NODE_ENV === 'production' && c.PASSWORD_HASH_COST < PRODUCTION_HASH_COST) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: `unter ${PRODUCTION_HASH_COST} nur ausserhalb der Produktion (NODE_ENV=production)`,
      });
    }
  })
  .transform((c) => {
    const site = siteOrigin(c.SITE_URL, c.HOST, c.PORT);
    return { ...c, SITE_URL: site, FRONTEND_URL: c.FRONTEND_URL ?? site };
  });

export type Config = z.infer<typeof configSchema>;

/**
 * Where "Jetzt anmelden" leads outside the app and the host's embeds (docs/sso.md, "Signing in"):
 * LOGIN_URL when set; else, while members sign in at our own SSO (SSO_ENDPOINT on this site), our
 * sign-in page /login; else the host's front end.
 */
export function loginUrl(config: Pick<Config, 'LOGIN_URL' | 'SSO_ENDPOINT' | 'SITE_URL' | 'FRONTEND_URL'>): string {
  if (config.LOGIN_URL) return config.LOGIN_URL;
  const site = new URL(config.SITE_URL);
  let ours = false;
  try {
    ours = new URL(config.SSO_ENDPOINT, site).origin === site.origin;
  } catch {
    // not an address: not ours either
  }
  return ours ? new URL(SIGN_IN_PATH, site).toString() : config.FRONTEND_URL;
}

/**
 * Where «Abo abschließen» leads: SUBSCRIBE_URL, else the host's front end — none when that is this
 * app itself (no host set up), which offers no subscription: the link is left out, not a dead end.
 */
export function subscribeUrl(config: Pick<Config, 'SUBSCRIBE_URL' | 'SITE_URL' | 'FRONTEND_URL'>): string | null {
  if (config.SUBSCRIBE_URL) return config.SUBSCRIBE_URL;
  return new URL(config.FRONTEND_URL).origin === new URL(config.SITE_URL).origin ? null : config.FRONTEND_URL;
}

/**
 * Where people reach this app: SITE_URL when set, else the bind address (a wildcard bind is
 * reached as localhost; an IPv6 address needs brackets).
 */
export function siteOrigin(siteUrl: string | undefined, host: string, port: number): string {
  if (siteUrl) return siteUrl;
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('de-AT', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

/** Parses an environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Invalid setting ${name}: ${issue.message}`);
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Settings the browser may see: nothing secret. Served by GET /api/config. */
export function publicConfig(config: Config) {
  return {
    environment: config.NODE_ENV,
    project: config.PROJECT,
    site_url: config.SITE_URL,
    frontend_url: config.FRONTEND_URL,
    login_url: loginUrl(config),
    subscribe_url: subscribeUrl(config),
    terms_url: config.TERMS_URL ?? null,
    sso_endpoint: config.SSO_ENDPOINT,
    avatar_api: config.AVATAR_API,
    uri_scheme: config.URI_SCHEME,
    timezone: config.TIMEZONE,
    reset_to_home_signal: config.RESET_TO_HOME_SIGNAL,
    allowed_message_origins: messageOrigins(config),
    build_check_interval_ms: config.BUILD_CHECK_INTERVAL_MS,
    vitals_sample_rate: config.VITALS_SAMPLE_RATE,
    bugsnag_api_key: config.BUGSNAG_API_KEY ?? null,
    sentry_dsn: config.SENTRY_DSN ?? null,
    categories: {
      featured_reward: config.CATEGORY_FEATURED_REWARD,
      raffle: config.CATEGORY_RAFFLE,
      special: config.CATEGORY_SPECIAL,
      special_post: config.CATEGORY_SPECIAL_POST,
      special_raffle: config.CATEGORY_SPECIAL_RAFFLE,
      fund: config.CATEGORY_FUND,
    },
  };
}
