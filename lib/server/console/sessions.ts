import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gte, isNull, lt, max, min, ne } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { staff, staffLoginFailures, staffSessions } from '@/lib/server/db/schema';
import type { ConsoleMe, LoginBody } from '@/lib/contracts/console';
import { ApiError } from '@/lib/server/errors';
import { LOGIN_DELAY, loginRetryAfter, type LoginDelayRule } from '@/lib/domain/login-delay';
import { audit } from './audit';
import { verifyNobody, verifyPassword } from './passwords';
import { staffJson, type StaffRow } from './staff';

// Console sessions (docs/console.md, Sessions): a random token in an httpOnly, SameSite=Strict
// cookie; the database keeps only its SHA-256, so a leaked table opens no session.

export const SESSION_COOKIE = 'raeppli_console';
export const SESSION_HOURS = 12;

/**
 * The login throttle (docs/console.md, "Login throttle"): a hard limit per account and address, one
 * per address (an office shares one; only failures count), and per account from anywhere the
 * progressive delay of lib/domain/login-delay.ts — slower answers, never a lock-out.
 */
export const THROTTLE = {
  account: { failures: 5, windowMs: 15 * 60_000 },
  address: { failures: 100, windowMs: 24 * 3_600_000 },
} as const;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type Client = { ip: string; userAgent: string | null };

/** 429 with the seconds until the oldest counted failure leaves its window, when a limit is reached. */
async function checkThrottle(db: Db, email: string, ip: string, now: Date, delay: LoginDelayRule) {
  const limits = [
    { ...THROTTLE.account, where: (since: Date) => and(eq(staffLoginFailures.email, email), eq(staffLoginFailures.ip, ip), gte(staffLoginFailures.at, since)) },
    { ...THROTTLE.address, where: (since: Date) => and(eq(staffLoginFailures.ip, ip), gte(staffLoginFailures.at, since)) },
  ];
  for (const limit of limits) {
    const since = new Date(now.getTime() - limit.windowMs);
    const [row] = await db
      .select({ n: count(), oldest: min(staffLoginFailures.at) })
      .from(staffLoginFailures)
      .where(limit.where(since));
    if (row && row.n >= limit.failures && row.oldest) {
      const retryAfter = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + limit.windowMs - now.getTime()) / 1000));
      throw new ApiError('RATE_LIMITED', { retry_after: retryAfter });
    }
  }
  // The account from any address, known or not: wait out the delay after its last failure.
  const since = new Date(now.getTime() - delay.windowMs);
  const [row] = await db
    .select({ n: count(), last: max(staffLoginFailures.at) })
    .from(staffLoginFailures)
    .where(and(eq(staffLoginFailures.email, email), gte(staffLoginFailures.at, since)));
  const retryAfter = loginRetryAfter(row?.n ?? 0, row?.last ? new Date(row.last) : null, now, delay);
  if (retryAfter > 0) throw new ApiError('RATE_LIMITED', { retry_after: retryAfter });
}

/** POST /api/console/session: the session token (for the cookie) and who logged in. */
export async function login(
  db: Db,
  body: LoginBody,
  client: Client,
  now = new Date(),
  delay: LoginDelayRule = LOGIN_DELAY,
): Promise<{ token: string; me: ConsoleMe }> {
  await checkThrottle(db, body.email, client.ip, now, delay);
  const [account] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.email, body.email), isNull(staff.disabledAt)));
  const ok = account ? await verifyPassword(body.password, account.passwordHash) : await verifyNobody(body.password);
  if (!account || !ok) {
    await db.transaction(async (tx) => {
      await tx.insert(staffLoginFailures).values({ email: body.email, ip: client.ip, at: now });
      // Failures older than the longest window count for nothing: the table keeps only a day per address.
      await tx
        .delete(staffLoginFailures)
        .where(and(eq(staffLoginFailures.ip, client.ip), lt(staffLoginFailures.at, new Date(now.getTime() - THROTTLE.address.windowMs))));
    });
    throw new ApiError('CONSOLE_LOGIN_FAILED');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.insert(staffSessions).values({
      tokenHash: tokenHash(token),
      staffId: account.id,
      createdAt: now,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    // Once in, the account's earlier failures from this address no longer count.
    await tx.delete(staffLoginFailures).where(and(eq(staffLoginFailures.email, body.email), eq(staffLoginFailures.ip, client.ip)));
    await audit(tx, { staffId: account.id, action: 'session.login', resource: 'session', after: { ip: client.ip } });
  });
  return { token, me: { staff: staffJson(account), expires_at: expiresAt.toISOString() } };
}

/** The staff member of a session token, or null (unknown, expired, or the account disabled). */
export async function sessionStaff(db: Db, token: string | undefined, now = new Date()): Promise<{ staff: StaffRow; expiresAt: Date } | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db
    .select({ staff, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staff.disabledAt)));
  if (!row || row.expiresAt <= now) return null;
  return row;
}

/** DELETE /api/console/session */
export async function logout(db: Db, token: string | undefined) {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/**
 * Ends an account's sessions at once (disabled, new role or password; docs/console.md, "Staff
 * accounts"), but the one of `keepToken`: an admin changing their own password stays signed in.
 */
export async function endSessions(db: Db, staffId: number, keepToken?: string) {
  const keep = keepToken ? ne(staffSessions.tokenHash, tokenHash(keepToken)) : undefined;
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), keep))
    .returning({ tokenHash: staffSessions.tokenHash });
  return ended.length;
}
