import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { IDEMPOTENCY_KEY } from '@/lib/contracts/rewards';
import { ssoUsers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { verifySsoHash } from '@/lib/server/services/credentials';
import type { Collector } from '@/lib/server/services/collectors';

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Spends need an identified member who also shows the SSO pair of the address (hash, token):
 * anonymous → ANONYMOUS_NOT_ALLOWED (prompt to log in), no pair → MISSING_HASH_TOKEN, a pair of
 * someone else or a wrong hash → INVALID_HASH_TOKEN. The collector token alone is not enough.
 */
export async function requireSsoPair(c: Context<AppEnv>, deps: AppDeps, collector: Collector) {
  if (!collector.ssoUserId) throw new ApiError('ANONYMOUS_NOT_ALLOWED');
  const hash = c.req.query('hash');
  const token = c.req.query('token');
  if (!hash || !token) throw new ApiError('MISSING_HASH_TOKEN');
  const [user] = await deps.db.select({ token: ssoUsers.token }).from(ssoUsers).where(eq(ssoUsers.id, collector.ssoUserId));
  if (!user || !sameText(user.token, token) || !verifySsoHash(hash, token, deps.config.SSO_SECRET)) throw new ApiError('INVALID_HASH_TOKEN');
}

/**
 * The spender of a reserve or confirm, read from the query without a database read: the function
 * behind them (drizzle/0006) checks the member and the pair in the same call.
 */
export function spender(c: Context<AppEnv>) {
  const token = c.req.query('collector_token');
  if (!token) throw new ApiError('MISSING_COLLECTOR_TOKEN');
  return { token, hash: c.req.query('hash'), ssoToken: c.req.query('token') };
}

/** The Idempotency-Key header every spend carries. */
export function idempotencyKey(c: Context<AppEnv>): string {
  const key = c.req.header('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw new ApiError('MISSING_IDEMPOTENCY_KEY');
  return key;
}
