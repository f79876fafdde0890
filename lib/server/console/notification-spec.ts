import 'server-only';
import { notificationPopupInputSchema, type NotificationPopupInput } from '@/lib/contracts/notifications';
import { notificationPopups } from '@/lib/server/db/schema';
import type { ContentSpec } from './content';

// Editors' popups in the console's content engine (docs/console.md, Content; docs/notifications.md):
// drafts, publish, unpublish and archive as for every other resource. Members are offered a popup
// while it is published and in its window (lib/server/services/notifications.ts).

type Row = Record<string, unknown>;
const numericId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
const date = (v: string | null) => (v ? new Date(v) : null);

export const notificationPopupSpec: ContentSpec<NotificationPopupInput> = {
  resource: 'notification_popup',
  table: notificationPopups,
  key: notificationPopups.id,
  keyField: 'id',
  parseKey: numericId,
  publishedField: 'published',
  publishedColumn: notificationPopups.published,
  archivedColumn: notificationPopups.archivedAt,
  search: [notificationPopups.title, notificationPopups.text],
  order: [notificationPopups.position, notificationPopups.id],
  input: notificationPopupInputSchema,
  toInput: (r: Row) => ({
    title: r.title as string,
    text: r.text as string,
    image_url: r.imageUrl as string | null,
    action_label: r.actionLabel as string | null,
    action_href: r.actionHref as string | null,
    audience: r.audience as NotificationPopupInput['audience'],
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
    position: r.position as number,
  }),
  toColumns: (i) => ({
    title: i.title,
    text: i.text,
    imageUrl: i.image_url,
    actionLabel: i.action_label,
    actionHref: i.action_href,
    audience: i.audience,
    startsAt: date(i.starts_at),
    endsAt: date(i.ends_at),
    position: i.position,
  }),
};
