import 'server-only';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { auditQuerySchema, loginBodySchema, staffCreateSchema, staffUpdateSchema } from '@/lib/contracts/console';
import { idParamSchema } from '@/lib/contracts/rewards';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { giveBackRateLimit, subjectKey } from '../rate-limit';
import { LOGIN_DELAY } from '@/lib/domain/login-delay';
import { clientAddress } from '../client-address';
import { login, logout, SESSION_COOKIE, SESSION_HOURS } from '@/lib/server/console/sessions';
import { createStaff, listStaff, staffJson } from '@/lib/server/console/staff';
import { updateStaff } from '@/lib/server/console/staff-update';
import { auditEntries } from '@/lib/server/console/audit';

// The console's sessions, staff and audit log (docs/console.md). Content routes: console-rewards.ts.

const noStore = { 'Cache-Control': 'no-store' };

/** httpOnly, SameSite=Strict, only for the console API; Secure when the site is served over HTTPS. */
function sessionCookie(c: Context<AppEnv>) {
  const secure = new URL(c.get('deps').config.SITE_URL).protocol === 'https:' || new URL(c.req.url).protocol === 'https:';
  return { httpOnly: true, sameSite: 'Strict', secure, path: '/api/console' } as const;
}

export const consoleRoutes = new Hono<AppEnv>()
  // POST /api/console/session — log in: the session cookie and who logged in
  .post(
    '/session',
    handle({ auth: 'public', rateLimit: 'consoleLogin', sameOrigin: true, body: loginBodySchema }, async ({ c, deps, body }) => {
      const ip = clientAddress(c);
      const { token, me } = await login(deps.db, body, { ip, userAgent: c.req.header('user-agent') ?? null }, new Date(), {
        ...LOGIN_DELAY,
        maxDelayMs: deps.config.LOGIN_DELAY_MAX_MS,
      });
      // Only failures use up the address's limit: an office behind one address never locks itself out.
      await giveBackRateLimit(c, 'consoleLogin', subjectKey('address', ip));
      setCookie(c, SESSION_COOKIE, token, { ...sessionCookie(c), maxAge: SESSION_HOURS * 3600 });
      return c.json(me, 200, noStore);
    }),
  )
  // DELETE /api/console/session — log out (also when the session is already gone)
  .delete(
    '/session',
    handle({ auth: 'public', sameOrigin: true }, async ({ c, deps }) => {
      await logout(deps.db, getCookie(c, SESSION_COOKIE));
      deleteCookie(c, SESSION_COOKIE, sessionCookie(c));
      return c.json({ ok: true }, 200, noStore);
    }),
  )
  // GET /api/console/me — the signed-in staff member and when the session ends
  .get(
    '/me',
    handle({ auth: 'console' }, ({ c, staff, sessionExpiresAt }) =>
      c.json({ staff: staffJson(staff), expires_at: sessionExpiresAt.toISOString() }, 200, noStore),
    ),
  )
  // GET /api/console/staff — every staff account (admin)
  .get(
    '/staff',
    handle({ auth: 'console', roles: ['admin'] }, async ({ c, deps }) => c.json(await listStaff(deps.db), 200, noStore)),
  )
  // POST /api/console/staff — a new staff account (admin)
  .post(
    '/staff',
    handle({ auth: 'console', roles: ['admin'], body: staffCreateSchema }, async ({ c, deps, staff, body }) =>
      c.json(await createStaff(deps.db, staff.id, body), 201, noStore),
    ),
  )
  // PATCH /api/console/staff/:id — change an account's role, lock it out or set a new password (admin)
  .patch(
    '/staff/:id',
    handle({ auth: 'console', roles: ['admin'], params: idParamSchema, body: staffUpdateSchema }, async ({ c, deps, staff, params, body }) =>
      c.json(await updateStaff(deps.db, { id: staff.id, sessionToken: getCookie(c, SESSION_COOKIE) }, params.id, body), 200, noStore),
    ),
  )
  // GET /api/console/audit — the audit log, newest first (admin)
  .get(
    '/audit',
    handle({ auth: 'console', roles: ['admin'], query: auditQuerySchema }, async ({ c, deps, query }) =>
      c.json(await auditEntries(deps.db, query), 200, noStore),
    ),
  );
