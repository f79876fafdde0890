import 'server-only';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BadgeRule } from '@/lib/domain/badges';
import { collectors } from './collectors';

// Levels follow lifetime earned Räppli, never the spendable balance.
export const levels = pgTable('levels', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  position: integer('position').notNull().unique(),
  name: text('name').notNull(),
  threshold: bigint('threshold', { mode: 'number' }).notNull().unique(),
  imageUrl: text('image_url'),
});

export const badges = pgTable('badges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull().default(0),
  rule: jsonb('rule').$type<BadgeRule>(),
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

// A record for the member's notification popups (badge, level up, …), shown by a later feature.
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [index('notifications_collector_idx').on(t.collectorId, t.createdAt)],
);
