import 'server-only';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { personalDataBodySchema } from '@/lib/contracts/sso';
import type { Db } from '@/lib/server/db/client';
import { ssoUsers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { personalData, saveFields } from '@/lib/server/sso/users';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// The member's personal data through the loyalty API (docs/sso.md, Personal data): the server's
// field names, the SSO pair required, identified members only.

const noStore = { 'Cache-Control': 'no-store' };

async function profileOf(db: Db, ssoUserId: string | null) {
  if (!ssoUserId) throw new ApiError('ANONYMOUS_NOT_ALLOWED');
  const [user] = await db.select().from(ssoUsers).where(eq(ssoUsers.id, ssoUserId));
  if (!user) throw new ApiError('ANONYMOUS_NOT_ALLOWED');
  return user;
}

export const profileRoutes = new Hono<AppEnv>()
  // GET /api/me/personalData — what the member has given
  .get(
    '/me/personalData',
    handle({ auth: 'member-sso' }, async ({ c, deps, collector }) =>
      c.json({ data: personalData(await profileOf(deps.db, collector.ssoUserId)) }, 200, noStore),
    ),
  )
  // POST /api/me/personalData {"data"} — saves what changed; "nothing changed" saves nothing
  .post(
    '/me/personalData',
    handle({ auth: 'member-sso', rateLimit: 'profile', body: personalDataBodySchema }, async ({ c, deps, collector, body }) => {
      const { changed, user } = await saveFields(deps.db, await profileOf(deps.db, collector.ssoUserId), body.data);
      return c.json({ changed, data: personalData(user) }, 200, noStore);
    }),
  );
