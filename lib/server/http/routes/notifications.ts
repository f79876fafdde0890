import 'server-only';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '@/lib/contracts/rewards';
import { notificationPreviewUrls } from '@/lib/server/console/notification-preview';
import { notificationPopups } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { listNotifications, markSeen } from '@/lib/server/services/notifications';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// A member's notification popups (docs/notifications.md) and the editors' preview of their own.
const noStore = { 'Cache-Control': 'no-store' };

export const notificationRoutes = new Hono<AppEnv>()
  // GET /api/notifications — writes what is due today, answers the unseen popups, newest first
  .get(
    '/notifications',
    handle({ auth: 'member' }, async ({ c, deps, member }) => c.json(await listNotifications(deps.db, deps.config, member), 200, noStore)),
  )
  // POST /api/notifications/:id/seen — once seen, it is gone (again: no change)
  .post(
    '/notifications/:id/seen',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) => {
      await markSeen(deps.db, collector.id, params.id);
      return c.body(null, 204, noStore);
    }),
  );

export const consoleNotificationRoutes = new Hono<AppEnv>()
  // GET /api/console/notifications/:id/preview — the popup's preview page, signed for an hour
  .get(
    '/notifications/:id/preview',
    handle({ auth: 'console', roles: ['editor'], params: idParamSchema }, async ({ c, deps, params }) => {
      const [found] = await deps.db.select({ id: notificationPopups.id }).from(notificationPopups).where(eq(notificationPopups.id, params.id));
      if (!found) throw new ApiError('CONTENT_NOT_FOUND');
      return c.json(notificationPreviewUrls(deps.config, params.id), 200, noStore);
    }),
  );
