import 'server-only';
import { eq } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import { notificationPopupInputSchema, type NotificationPopup } from '@/lib/contracts/notifications';
import type { Db } from '@/lib/server/db/client';
import { notificationPopups } from '@/lib/server/db/schema';
import { signedPreviewUrls, verifyPreview, type PreviewQuery } from './previews';
import { notificationPopupSpec } from './notification-spec';

// An editor's popup in preview (docs/console.md, Previews): `/preview/notifications/popup`, signed like
// a reward's (kind `notifications`), showing the popup's draft if it has one, as members will see it.

/** GET /api/console/notifications/{id}/preview: the popup's preview page, signed for an hour, on SITE_URL. */
export const notificationPreviewUrls = (config: Pick<Config, 'SSO_SECRET' | 'SITE_URL'>, id: number, now = new Date()) =>
  signedPreviewUrls(config, 'notifications', id, ['popup'] as const, now);

type PopupRow = typeof notificationPopups.$inferSelect;

/** A popup row as members see it (/notification/detail/{id}). */
export const popupOfRow = (r: Pick<PopupRow, 'id' | 'title' | 'text' | 'imageUrl' | 'actionLabel' | 'actionHref'>): NotificationPopup => ({
  id: r.id,
  title: r.title,
  text: r.text,
  image_url: r.imageUrl,
  action: r.actionLabel && r.actionHref ? { label: r.actionLabel, href: r.actionHref } : null,
});

export type NotificationPreview = { popup: NotificationPopup; shows: 'draft' | 'unpublished' | 'live' };

/** The page's popup for a valid link: its draft if there is one, else its fields; null for a bad link or no popup. */
export async function openNotificationPreview(db: Db, secret: string, q: PreviewQuery, now = new Date()): Promise<NotificationPreview | null> {
  const id = verifyPreview(secret, 'notifications', q, now);
  if (id === null) return null;
  const [found] = await db.select().from(notificationPopups).where(eq(notificationPopups.id, id));
  if (!found) return null;
  const draft = found.draft ? notificationPopupInputSchema.safeParse(found.draft) : null;
  const row = draft?.success ? { ...found, ...notificationPopupSpec.toColumns(draft.data) } : found;
  return { popup: popupOfRow(row as PopupRow), shows: draft?.success ? 'draft' : found.published ? 'live' : 'unpublished' };
}
