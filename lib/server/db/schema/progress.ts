import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BadgeRule } from '@/lib/domain/badges';
import { collectors } from './collectors';

// Editors' content tables carry `published`, a pending `draft` of a published row's edits and
// `archived_at` (docs/console.md, Drafts); members see published rows that are not archived.

// Levels follow lifetime earned Räppli, never the spendable balance. Position and threshold are
// unique among the levels members see; drafts and archived ones may repeat them.
export const levels = pgTable(
  'levels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    imageUrl: text('image_url'),
    published: boolean('published').notNull().default(true),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('levels_live_position_uq')
      .on(t.position)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
    uniqueIndex('levels_live_threshold_uq')
      .on(t.threshold)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
  ],
);

export const badges = pgTable('badges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull().default(0),
  rule: jsonb('rule').$type<BadgeRule>(),
  published: boolean('published').notNull().default(true),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const collectorBadges = pgTable(
  'collector_badges',
  {
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    badgeId: bigint('badge_id', { mode: 'number' })
      .notNull()
      .references(() => badges.id),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectorId, t.badgeId] })],
);

// A record of the member's notification popups (docs/notifications.md). `type` is its kind (badge,
// levelup, profile, birthday, …). Events (a badge, a level) write theirs when they happen, without a
// key; the kinds worked out when the member's notifications are read carry a `key` per kind and
// period (`birthday:2026`), unique per member, so concurrent reads never write one twice.
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_collector_idx').on(t.collectorId, t.createdAt),
    // Rows without a key (events) never conflict: NULLs are distinct.
    uniqueIndex('notifications_collector_key_uq').on(t.collectorId, t.key),
  ],
);
