import 'server-only';
import { notificationListSchema, notificationPreviewUrlsSchema } from '@/lib/contracts/notifications';
import { idParamSchema } from '@/lib/contracts/rewards';
import { noContent, type RouteGroup } from './registry';

// Routes of routes/notifications.ts: a member's popups (mounted at /api) and the editors' preview of
// their own popups (mounted at /api/console). The rules: docs/notifications.md.
export const notificationDocs: RouteGroup = {
  tag: 'Notifications',
  description:
    "A member's notification popups (badge, level up, profile, birthday, register, special day, Christmas, birthday week, editors' popups) and the pages that show them.",
  routes: [
    {
      method: 'get',
      path: '/api/notifications',
      summary: "The member's unseen popups, newest first",
      description:
        "Reading works out what is due today (in TIMEZONE) and writes it once per member, kind and period: the profile (identified, personal data incomplete; once a month), the birthday (with the birthday gift, `BIRTHDAY_GIFT_POINTS`, credited once a year), the birthday week (the six days before), register (anonymous with Räppli; once a week), a calendar special's day, Christmas (24–26 December) and the editors' popups for the member's audience. Badges and level-ups are written when they happen. A popup of a worked-out kind is listed only while it is still due; one seen is gone. `href` is the popup page (`/notification/{kind}?id=`, `/notification/detail/{popup}?id=`): open it with the member's query added. `Cache-Control: no-store`.",
      auth: 'member',
      responses: { 200: { description: 'The unseen popups.', schema: notificationListSchema } },
    },
    {
      method: 'post',
      path: '/api/notifications/:id/seen',
      summary: 'Mark a popup seen: it is not listed again',
      description: "Idempotent: a popup seen already answers 204 again. Another member's popup, or none → 404 `NOTIFICATION_NOT_FOUND`.",
      auth: 'member',
      params: idParamSchema,
      responses: { 204: noContent('Seen.') },
      errors: ['NOTIFICATION_NOT_FOUND'],
    },
    {
      method: 'get',
      path: '/api/console/notifications/:id/preview',
      summary: "A signed link to an editor's popup in preview",
      description:
        "`/preview/notifications/popup`: the popup in the notification layout as members will see it, with the pending draft if there is one. Signed like the rewards' links (kind `notifications`) and open for one hour without a session.",
      auth: 'console',
      roles: ['editor'],
      params: idParamSchema,
      responses: { 200: { description: 'The link and when it stops working.', schema: notificationPreviewUrlsSchema } },
      errors: ['CONTENT_NOT_FOUND'],
    },
  ],
};
