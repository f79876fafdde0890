import 'server-only';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Rate-limit counters shared by every server process on one PostgreSQL (docs/reliability.md,
// "Rate limits"): one row per policy and subject, the points used in its window and when it ends.
// The shape is the one rate-limiter-flexible's Drizzle store reads and writes.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
