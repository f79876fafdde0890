import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ssoUsers } from './sso-users';

// A collector is one member's loyalty account, addressed by its bearer collector_token.
export const collectors = pgTable(
  'collectors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull().unique(),
    ssoUserId: text('sso_user_id')
      .unique()
      .references(() => ssoUsers.id),
    lang: text('lang').notNull().default('de'),
    // Cached balance; always equals the sum of this collector's ledger entries.
    pointsAvailable: bigint('points_available', { mode: 'number' }).notNull().default(0),
    lifetimeEarned: bigint('lifetime_earned', { mode: 'number' }).notNull().default(0),
    lifetimeSpent: bigint('lifetime_spent', { mode: 'number' }).notNull().default(0),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    optOutReason: text('opt_out_reason'),
    // Set when an anonymous collector was merged into an identified one (its Räppli moved there).
    mergedIntoId: bigint('merged_into_id', { mode: 'number' }),
    // Subscription (server-side truth, set by the host API) and premium reading from passes.
    subscriptionActive: boolean('subscription_active').notNull().default(false),
    subscriptionUntil: timestamp('subscription_until', { withTimezone: true }),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    check('collectors_points_available_nonnegative', sql`${t.pointsAvailable} >= 0`),
    check('collectors_lifetime_nonnegative', sql`${t.lifetimeEarned} >= 0 and ${t.lifetimeSpent} >= 0`),
    index('collectors_created_at_idx').on(t.createdAt),
  ],
);
