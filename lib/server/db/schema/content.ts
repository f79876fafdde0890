import 'server-only';
import { sql } from 'drizzle-orm';
import type { SpecialKind } from '@/lib/contracts/specials';
import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Special campaign pages (Halloween, Advent calendar, Black Week, New Year resolutions week).
export const specials = pgTable('specials', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  menuLink: text('menu_link'),
  // Which special it is (lib/contracts/specials.ts): its page, its rules, the shape of config.
  kind: text('kind').$type<SpecialKind>().notNull().default('page'),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  content: jsonb('content').$type<SpecialContentBlock[]>().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  published: boolean('published').notNull().default(true),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  position: integer('position').notNull().default(0),
});

export type SpecialContentBlock = { type: string; title?: string; values: { id: number; [k: string]: unknown }[] };

// Redirect rules by path, applied by proxy.ts. An absolute target is a full redirect. A path has
// one rule members meet; drafts and archived rules may repeat it.
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    target: text('target').notNull(),
    permanent: boolean('permanent').notNull().default(false),
    published: boolean('published').notNull().default(true),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('redirect_rules_live_path_uq')
      .on(t.path)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
  ],
);
