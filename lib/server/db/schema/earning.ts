import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectors } from './collectors';
import { ledgerEntries } from './ledger';

// Earning rules as data: step → Räppli, caps per business day / week / lifetime, dedupe field.
export const earningRules = pgTable(
  'earning_rules',
  {
    step: text('step').primaryKey(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    dailyCap: integer('daily_cap'),
    weeklyCap: integer('weekly_cap'),
    lifetimeCap: integer('lifetime_cap'),
    dedupeField: text('dedupe_field'),
    // Published: events of this step earn. Editors' pending edits wait in draft (docs/console.md).
    active: boolean('active').notNull().default(true),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('earning_rules_points_positive', sql`${t.points} > 0`)],
);

// Every earning event (host events and the browser's daily visit), awarded or not: the history
// caps, dedupe and badge rules are counted on.
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    step: text('step').notNull(),
    itemKey: text('item_key'),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    awarded: integer('awarded').notNull(),
    outcome: text('outcome').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_collector_step_day_idx').on(t.collectorId, t.step, t.businessDay),
    index('activity_collector_step_item_idx')
      .on(t.collectorId, t.step, t.itemKey)
      .where(sql`${t.awarded} > 0`),
  ],
);

// Idempotency for every retried write (host events, adjustments, later spends): the first request
// with a key owns it; a retry gets the stored response; another body with the key is a 422.
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

// Daily rewards: the items and the one each identified member wins per business day.
export const dailyRewardItems = pgTable('daily_reward_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  points: integer('points').notNull(),
  weight: integer('weight').notNull(),
  imageUrl: text('image_url'),
  // Published: in the draw. Editors' pending edits wait in draft (docs/console.md).
  active: boolean('active').notNull().default(true),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  position: integer('position').notNull().default(0),
});

export const dailyRewards = pgTable(
  'daily_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => dailyRewardItems.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_rewards_collector_day_uq').on(t.collectorId, t.businessDay)],
);
