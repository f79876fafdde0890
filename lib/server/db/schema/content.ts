import 'server-only';
import { bigserial, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Special campaign pages (Halloween, Advent calendar, Black Week, New Year resolutions week).
export const specials = pgTable('specials', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  menuLink: text('menu_link'),
  content: jsonb('content').$type<SpecialContentBlock[]>().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  published: boolean('published').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export type SpecialContentBlock = { type: string; title?: string; values: { id: number; [k: string]: unknown }[] };

// Redirect rules by path, applied by proxy.ts. An absolute target is a full redirect.
export const redirectRules = pgTable('redirect_rules', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  path: text('path').notNull().unique(),
  target: text('target').notNull(),
  permanent: boolean('permanent').notNull().default(false),
});
