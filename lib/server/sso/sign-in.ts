import 'server-only';
import { eq, or, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { SsoLogin } from '@/lib/contracts/sso';
import type { Db } from '@/lib/server/db/client';
import { ssoUsers } from '@/lib/server/db/schema';
import { verifyNobody, verifyPassword } from '@/lib/server/console/passwords';
import { ApiError } from '@/lib/server/errors';
import { ensureIdentifiedCollector } from '@/lib/server/services/collectors';
import { identify } from '@/lib/server/services/membership';
import type { SsoUser } from './users';
import { sameOriginUrl } from '@/lib/domain/site-path';

// Our SSO's sign-in page (docs/sso.md, "Signing in"): where "Jetzt anmelden" leads when the
// publisher names no login page of its own. A user with a password signs in with the username or
// e-mail address and goes back to the page that sent them, with the member's session in its address
// — what a host's login does after its own sign-in (docs/product.md §6.7).

/** A name signed in with as the throttle counts it: case and surrounding spaces do not matter. */
export const loginKey = (login: string) => login.trim().toLowerCase();

/**
 * The user a sign-in names: the username (in any case; usernames differing only in case are told
 * apart by the exact one), else the e-mail address in any case — only when exactly one user has it,
 * since e-mail addresses are neither unique nor verified here.
 */
async function userOf(db: Db, login: string): Promise<SsoUser | undefined> {
  const key = loginKey(login);
  const rows = await db
    .select()
    .from(ssoUsers)
    .where(or(eq(sql`lower(${ssoUsers.username})`, key), eq(sql`lower(${ssoUsers.email})`, key)))
    .orderBy(ssoUsers.id)
    .limit(20);
  const byName = rows.filter((u) => u.username?.toLowerCase() === key);
  if (byName.length) return byName.find((u) => u.username === login.trim()) ?? (byName.length === 1 ? byName[0] : undefined);
  const byMail = rows.filter((u) => u.email?.toLowerCase() === key);
  return byMail.length === 1 ? byMail[0] : undefined;
}

/**
 * Where a sign-in may send the browser back to: a page of this site (SITE_URL's origin, or a path
 * on it). Anything else — another origin, `//host`, `javascript:` — goes to the overview, so the
 * page is no open redirect and a session never travels to someone else's address.
 */
export function returnTarget(siteUrl: string, wanted: string | undefined): URL {
  return sameOriginUrl(wanted, siteUrl) ?? new URL('/me/overview', siteUrl);
}

/**
 * Checks the password and answers the page to return to with the session in its address
 * (`collector_token`, `hash`, `token`; any old ones replaced). Unknown user, no password set or a
 * wrong one → 401 SSO_LOGIN_FAILED, alike and as slow (the decoy hash). The throttle is the route's
 * (rate limits `ssoLogin` per address and `ssoLoginName` per name, docs/sso.md).
 */
export async function signIn(db: Db, config: Config, body: SsoLogin): Promise<{ redirect: string }> {
  const user = await userOf(db, body.login);
  const ok = user?.passwordHash ? await verifyPassword(body.password, user.passwordHash) : await verifyNobody(body.password);
  if (!user || !ok) throw new ApiError('SSO_LOGIN_FAILED');
  const session = (body.collector_token && (await bringAlong(db, config, body.collector_token, user.id))) || (await usersOwn(db, config, user.id));
  const target = returnTarget(config.SITE_URL, body.return);
  target.searchParams.set('collector_token', session.collector_token);
  target.searchParams.set('hash', session.hash);
  target.searchParams.set('token', session.token);
  return { redirect: target.toString() };
}

/** The user's collector (one is made for a user the host created without one). */
async function usersOwn(db: Db, config: Config, userId: string) {
  const { collector, hash, token } = await ensureIdentifiedCollector(db, { id: userId }, config.SSO_SECRET);
  return { collector_token: collector.token, hash, token };
}

/**
 * The Räppli the reader collected before signing in come along (docs/sso.md, "Signing in"): the
 * collector the page was opened with becomes the user's, or is merged into the user's account,
 * exactly as the host's identify does it. A token nobody has, or one that is another user's, is left
 * alone and the sign-in goes on (null); only the reader's own browser sends it, after the password.
 */
async function bringAlong(db: Db, config: Config, collectorToken: string, userId: string) {
  try {
    return await identify(db, config, collectorToken, { id: userId });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'COLLECTOR_NOT_FOUND' || error.code === 'ALREADY_IDENTIFIED')) return null;
    throw error;
  }
}
