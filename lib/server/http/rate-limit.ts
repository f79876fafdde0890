import 'server-only';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { loginDelayMs, type LoginDelayRule } from '@/lib/domain/login-delay';
import { reportServerError } from '@/lib/server/report';
import type { AppDeps, AppEnv } from './context';

// Rate limits on writes (docs/reliability.md, "Rate limits"), with rate-limiter-flexible: in
// memory by default (PGlite is one process), shared by every process through the database when
// DATABASE_URL is set, or through Redis when REDIS_URL is set. A fixed window per policy and
// subject (a member, a staff member, a client address); over it → 429 RATE_LIMITED + Retry-After.

/** Each policy: at most `points` requests per `seconds` and subject. docs/reliability.md lists them per route. */
export const RATE_POLICIES = {
  /** Reserve, confirm, release, and a member's order actions. */
  spend: { points: 30, seconds: 60 },
  /** The prize wheel's spin and claim, a quiz's submission and trial. */
  game: { points: 20, seconds: 60 },
  /** Redeeming a voucher code (beside the failed-code guard of docs/vouchers.md). */
  voucher: { points: 10, seconds: 60 },
  /** Friend requests: send, accept, decline, remove. */
  friends: { points: 30, seconds: 60 },
  /** Personal data, through the API or the SSO service. */
  profile: { points: 10, seconds: 60 },
  /** Changing the password (beside the wrong-password guard of docs/sso.md). */
  password: { points: 5, seconds: 300 },
  /** Uploading or removing the avatar. */
  avatar: { points: 5, seconds: 60 },
  /** Every other member write: actions, opt-out and opt-in, onboarding, popups seen. */
  memberWrite: { points: 60, seconds: 60 },
  /** Web Vitals reports per client address (public: no member). */
  vitals: { points: 30, seconds: 60 },
  /** Content security policy reports per client address (public: browsers send them). */
  cspReport: { points: 60, seconds: 60 },
  /** Console login attempts per client address, a success given back (beside the failed-login guard of docs/console.md). */
  consoleLogin: { points: 10, seconds: 60 },
  /** Sign-in attempts at our SSO's login page per client address, a success given back. */
  ssoLogin: { points: 10, seconds: 60 },
  /** Sign-in attempts per name signed in with (known or not) and address, counted before the password is checked, a success given back (docs/sso.md). */
  ssoLoginName: { points: 5, seconds: 900 },
  /** A name's sign-in attempts in 15 minutes, for the progressive delay (lib/domain/login-delay.ts); never refuses by itself. */
  ssoLoginFailures: { points: 1_000_000, seconds: 900 },
  /** A name's wait after its last failure: blocked for the delay, never consumed. */
  ssoLoginWait: { points: 1, seconds: 60 },
} as const;
export type RatePolicy = keyof typeof RATE_POLICIES;

type Limiters = Record<RatePolicy, RateLimiterAbstract>;

/** Where the counters live: 'redis', 'database' or 'memory' (docs/reliability.md). */
export function rateLimitStore(config: Pick<Config, 'REDIS_URL' | 'DATABASE_URL'>): 'redis' | 'database' | 'memory' {
  return config.REDIS_URL ? 'redis' : config.DATABASE_URL ? 'database' : 'memory';
}

type RedisClient = { disconnect: () => void };
const redisClients = new Map<string, Promise<RedisClient>>();
/** One Redis connection per process and address (ioredis), opened on first use. */
function redis(url: string): Promise<RedisClient> {
  let client = redisClients.get(url);
  if (!client) {
    // No offline queue: while Redis is unreachable (or still connecting) a count fails at once and
    // the in-memory insurance takes it, instead of a write waiting for reconnects.
    client = import('ioredis').then(({ Redis }) => new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }));
    redisClients.set(url, client);
  }
  return client;
}

/** Closes the Redis connections (at shutdown, and after the tests). */
export async function closeRateLimitStores(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  // disconnect, not quit: quit needs a connection, and Redis may be the thing that is down.
  for (const client of await Promise.allSettled(clients)) if (client.status === 'fulfilled') client.value.disconnect();
}

async function makeLimiters(db: Db, config: Config): Promise<Limiters> {
  const store = rateLimitStore(config);
  const client = store === 'redis' ? await redis(config.REDIS_URL!) : null;
  const entries = Object.entries(RATE_POLICIES).map(([name, p]) => {
    const opts = { keyPrefix: `rl:${name}`, points: p.points * config.RATE_LIMIT_SCALE, duration: p.seconds };
    // When the shared store fails, each process counts on its own rather than refusing everyone.
    const insurance = new RateLimiterMemory(opts);
    // A subject over its limit is refused from memory until its window ends: no store call per refusal.
    const shared = { ...opts, insuranceLimiter: insurance, inMemoryBlockOnConsumed: opts.points };
    const limiter =
      store === 'redis'
        ? new RateLimiterRedis({ ...shared, storeClient: client, useRedisPackage: false })
        : store === 'database'
          ? // Its own cleanup timer is off: the expiry job prunes the table (pruneRateLimits).
            new RateLimiterDrizzle({ ...shared, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false })
          : new RateLimiterMemory(opts);
    return [name, limiter] as const;
  });
  return Object.fromEntries(entries) as unknown as Limiters;
}

const limitersOf = new WeakMap<Config, Promise<Limiters>>();

/** The limiters of one app (keyed by its settings object, which every request of the app shares). */
function limiters(deps: AppDeps): Promise<Limiters> {
  let made = limitersOf.get(deps.config);
  if (!made) {
    made = makeLimiters(deps.db, deps.config);
    // A store that could not be set up is tried again by the next request.
    made.catch(() => limitersOf.delete(deps.config));
    limitersOf.set(deps.config, made);
  }
  return made;
}

/** A subject as a key: secrets (a collector token) only as a short hash. */
export const subjectKey = (kind: string, value: string | number) =>
  `${kind}:${typeof value === 'number' ? value : createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;

/**
 * Counts one request of `subject` under `policy`; over the limit → 429 RATE_LIMITED with
 * Retry-After. A store that fails (or cannot be set up) is reported and the request goes on: a
 * limit never turns into a 500.
 */
export async function rateLimit(c: Context<AppEnv>, policy: RatePolicy, subject: string): Promise<void> {
  try {
    await (await limiters(c.get('deps')))[policy].consume(subject);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new ApiError('RATE_LIMITED', { retry_after: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) });
    reportServerError(err, { rateLimit: policy });
  }
}

/** Forgets a subject's count under `policy` (a sign-in that succeeded). A store that fails is reported, not thrown. */
export async function resetRateLimit(c: Context<AppEnv>, policy: RatePolicy, subject: string): Promise<void> {
  try {
    await (await limiters(c.get('deps')))[policy].delete(subject);
  } catch (err) {
    reportServerError(err, { rateLimit: policy });
  }
}

/**
 * Gives back the point a request counted under `policy` (a sign-in that succeeded: only failures
 * use up a login limit, yet parallel attempts are counted before any answer). Reported, not thrown.
 */
export async function giveBackRateLimit(c: Context<AppEnv>, policy: RatePolicy, subject: string): Promise<void> {
  try {
    await (await limiters(c.get('deps')))[policy].reward(subject, 1);
  } catch (err) {
    reportServerError(err, { rateLimit: policy });
  }
}

/**
 * The progressive delay per name (docs/sso.md, "Throttle") in the rate-limit stores, so every
 * process sees it: while the wait after the name's last failure lasts → 429 with Retry-After; else
 * this attempt counts as a failure and sets the wait it earns, until `signedIn` clears the name.
 */
export async function loginDelay(c: Context<AppEnv>, subject: string, rule: LoginDelayRule): Promise<{ signedIn: () => Promise<void> }> {
  const deps = c.get('deps');
  let made: Limiters | undefined;
  try {
    made = await limiters(deps);
    const waiting = await made.ssoLoginWait.get(subject);
    if (waiting && waiting.consumedPoints > made.ssoLoginWait.points && waiting.msBeforeNext > 0)
      throw new ApiError('RATE_LIMITED', { retry_after: Math.max(1, Math.ceil(waiting.msBeforeNext / 1000)) });
    // Counted before the password is checked, so attempts in parallel each see the ones before.
    const counted = await made.ssoLoginFailures.penalty(subject, 1);
    const wait = loginDelayMs(counted.consumedPoints, rule);
    if (wait > 0) await made.ssoLoginWait.block(subject, Math.ceil(wait / 1000));
  } catch (err) {
    if (err instanceof ApiError) throw err;
    reportServerError(err, { rateLimit: 'ssoLoginWait' });
  }
  return {
    signedIn: async () => {
      try {
        // The owner is in: the name starts afresh, as before any failure.
        await made?.ssoLoginFailures.delete(subject);
        await made?.ssoLoginWait.delete(subject);
      } catch (err) {
        reportServerError(err, { rateLimit: 'ssoLoginWait' });
      }
    },
  };
}

/** Drops counts whose window ended more than an hour ago (the expiry job; the table holds one row per subject and policy). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<{ pruned: number }> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)))
    .returning({ key: rateLimits.key });
  return { pruned: gone.length };
}
