import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { SsoLogin } from '@/lib/contracts/sso';
import type { Db } from '@/lib/server/db/client';
import { ssoPasswordFailures, ssoUsers } from '@/lib/server/db/schema';
import { verifyNobody, verifyPassword } from '@/lib/server/console/passwords';
import { ApiError } from '@/lib/server/errors';
import { ensureIdentifiedCollector } from '@/lib/server/services/collectors';
import { checkThrottle, recordFailure, type SsoUser } from './users';

// Our SSO's sign-in page (docs/sso.md, "Signing in"): where "Jetzt anmelden" leads when the
// publisher names no login page of its own. A user with a password signs in with the username or
// e-mail address and goes back to the page that sent them, with the member's session in its address
// — what a host's login does after its own sign-in (docs/product.md §6.7).

/** The user a sign-in names: the exact username first, else the e-mail address in any case. */
async function userOf(db: Db, login: string): Promise<SsoUser | undefined> {
  const rows = await db
    .select()
    .from(ssoUsers)
    .where(or(eq(ssoUsers.username, login), eq(sql`lower(${ssoUsers.email})`, login.toLowerCase())))
    .limit(2);
  return rows.find((u) => u.username === login) ?? rows[0];
}

/**
 * Where a sign-in may send the browser back to: a page of this site (SITE_URL's origin, or a path
 * on it). Anything else — another origin, `//host`, `javascript:` — goes to the overview, so the
 * page is no open redirect and a session never travels to someone else's address.
 */
export function returnTarget(siteUrl: string, wanted: string | undefined): URL {
  const site = new URL(siteUrl);
  const fallback = new URL('/me/overview', site);
  if (!wanted) return fallback;
  try {
    const url = new URL(wanted, site);
    return url.origin === site.origin && /^https?:$/.test(url.protocol) ? url : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Checks the password and answers the page to return to with the session in its address
 * (`collector_token`, `hash`, `token`; any old ones replaced). Unknown user, no password set or a
 * wrong one → 401 SSO_LOGIN_FAILED, alike and as slow (the decoy hash); 5 wrong passwords for a
 * user within 15 minutes → 429 with Retry-After, also for the right one then.
 */
export async function signIn(db: Db, config: Config, body: SsoLogin, now = new Date()): Promise<{ redirect: string }> {
  const user = await userOf(db, body.login);
  if (user) await checkThrottle(db, user.id, now);
  const ok = user?.passwordHash ? await verifyPassword(body.password, user.passwordHash) : await verifyNobody(body.password);
  if (!user || !ok) {
    if (user?.passwordHash) await recordFailure(db, user.id, now);
    throw new ApiError('SSO_LOGIN_FAILED');
  }
  await db.delete(ssoPasswordFailures).where(eq(ssoPasswordFailures.userId, user.id));
  // The user's collector (one is made for a user the host created without one).
  const session = await ensureIdentifiedCollector(db, { id: user.id }, config.SSO_SECRET);
  const target = returnTarget(config.SITE_URL, body.return);
  target.searchParams.set('collector_token', session.collector.token);
  target.searchParams.set('hash', session.hash);
  target.searchParams.set('token', session.token);
  return { redirect: target.toString() };
}
