import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectors } from './collectors';

// Friends (docs/friends.md): a request from one identified member to another; accepted, the two
// are friends. One open or accepted request per pair, whoever asked.
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromId: bigint('from_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    toId: bigint('to_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    // pending → accepted | declined; a removed friendship deletes its row.
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('friend_requests_not_self', sql`${t.fromId} <> ${t.toId}`),
    uniqueIndex('friend_requests_pair_uq')
      .on(sql`least(${t.fromId}, ${t.toId})`, sql`greatest(${t.fromId}, ${t.toId})`)
      .where(sql`${t.state} in ('pending', 'accepted')`),
    index('friend_requests_to_idx').on(t.toId, t.state),
    index('friend_requests_from_idx').on(t.fromId, t.state),
  ],
);
