import 'server-only';
import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Audience } from '@/lib/domain/notifications';

// Editors' own popups (docs/notifications.md, "Editors' popups"; console resource `notifications`):
// content with `published`, `draft` and `archived_at` like the other content tables, offered to its
// audience while it is published and in its window, at /notification/detail/{id}.
export const notificationPopups = pgTable('notification_popups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  imageUrl: text('image_url'),
  actionLabel: text('action_label'),
  actionHref: text('action_href'),
  audience: text('audience').$type<Audience>().notNull().default('everyone'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
