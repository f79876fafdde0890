import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { collectors } from './collectors';

// The leaderboard (docs/leaderboard.md). Kept by the trigger on collectors (70-leaderboard.sql) in the
// transaction of every change that moves a member on a board, so a read is exact; read by
// raeppli_leaderboard (lib/server/db/functions/70-leaderboard.sql).
//
// A board is 0 (lifetime earned Räppli) or a business week, named by its Monday as YYYYMMDD.

// One row per member who ever earned: the lifetime earned Räppli (as collectors.lifetime_earned)
// and those of the member's latest week with a credit. `ranked`: identified, not opted out, not
// merged — only ranked rows are in the indexes the top and the neighbours are read from. The rows
// of members who are not ranked keep their week, so that one who logs in or comes back is ranked
// with it.
export const leaderboardMembers = pgTable(
  'leaderboard_members',
  {
    collectorId: bigint('collector_id', { mode: 'number' })
      .primaryKey()
      .references(() => collectors.id),
    ranked: boolean('ranked').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    week: integer('week').notNull(),
    weekPoints: bigint('week_points', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('leaderboard_members_total_idx')
      .on(t.total, t.collectorId)
      .where(sql`${t.ranked} and ${t.total} > 0`),
    index('leaderboard_members_week_idx')
      .on(t.week, t.weekPoints, t.collectorId)
      .where(sql`${t.ranked} and ${t.weekPoints} > 0`),
    check('leaderboard_members_points_nonnegative', sql`${t.total} >= 0 and ${t.weekPoints} >= 0`),
  ],
);

// How many ranked members a board has at each score (level 0: key = the points) and in each bucket
// of 1,024 points (level 1: key = points >> 10, from bucket 1 on), as of the last fold. A rank is
// 1 + the members above: the buckets above one's own, the scores above one's own in it, and the
// moves not folded yet — a few thousand rows at most, whatever the number of members.
export const leaderboardCounts = pgTable(
  'leaderboard_counts',
  {
    board: integer('board').notNull(),
    level: smallint('level').notNull(),
    key: bigint('key', { mode: 'number' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.level, t.key] }), check('leaderboard_counts_members_nonnegative', sql`${t.members} >= 0`)],
);

// The moves since the last fold: a ranked member going from one score to another on a board (0:
// not on it). A change only appends here — no index, no row another writer holds — so credits never
// wait for each other; raeppli_leaderboard_fold moves the rows into the counts in one transaction,
// so a read sees each move exactly once, as a move or in the counts.
export const leaderboardMoves = pgTable('leaderboard_moves', {
  board: integer('board').notNull(),
  fromPoints: bigint('from_points', { mode: 'number' }).notNull(),
  toPoints: bigint('to_points', { mode: 'number' }).notNull(),
});

// The zone whose Monday 00:00 starts a week on the boards: TIMEZONE, written at every start.
export const leaderboardSettings = pgTable(
  'leaderboard_settings',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('leaderboard_settings_one_row', sql`${t.id}`)],
);
