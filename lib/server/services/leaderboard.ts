import 'server-only';
import { sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Leaderboard, LeaderboardQuery, LeaderboardRow } from '@/lib/contracts/leaderboard';
import { addDays, businessDay, weekStart } from '@/lib/domain/business-time';
import { levelStanding } from '@/lib/domain/levels';
import { ApiError } from '@/lib/server/errors';
import type { Db } from '@/lib/server/db/client';
import { rawRows } from '@/lib/server/db/raw';
import { avatarUrl } from '@/lib/server/sso/avatars';
import { cachedLevels } from './catalog-cache';

// The leaderboard (docs/leaderboard.md). The database keeps the boards in the transaction of every
// change (a trigger) and answers a member's view in one call (70-leaderboard.sql); here only
// what is pure: which board, the level names, the avatar's address.

/** The board of lifetime earned Räppli. */
export const TOTAL_BOARD = 0;

/** The weekly board of an instant: the Monday of its business week in `timeZone`, as YYYYMMDD. */
export const weekBoard = (at: Date, timeZone: string) => Number(weekStart(businessDay(at, timeZone)).replaceAll('-', ''));

type RawRow = { rank: number | string; points: number | string; username: string | null; avatar_key: string | null; lifetime_earned: number | string };
type Raw = { merged?: true; me: { rank: number | string; points: number | string } | null; top: RawRow[]; around: RawRow[] };

const LEADERBOARD_SQL = 'select raeppli_leaderboard($1, $2, $3) as out';

/** GET /api/leaderboard for a collector token, in one database call; undefined for an unknown token. */
export async function leaderboard(db: Db, config: Config, token: string, query: LeaderboardQuery, now = new Date()): Promise<Leaderboard | undefined> {
  if (token.length > 128) return undefined;
  const board = query.period === 'total' ? TOTAL_BOARD : weekBoard(now, config.TIMEZONE);
  const [[row], levels] = await Promise.all([
    rawRows<{ out: Raw | null }>(db, LEADERBOARD_SQL, [token, board, query.scope === 'friends'], 'raeppli_leaderboard'),
    cachedLevels(db),
  ]);
  if (!row?.out) return undefined;
  // A token merged into an account shows nothing of it (lib/server/http/wrapper.ts, memberOf).
  if (row.out.merged) throw new ApiError('COLLECTOR_MERGED');
  const toRow = (r: RawRow): LeaderboardRow => ({
    rank: Number(r.rank),
    username: r.username,
    avatar_url: r.avatar_key ? avatarUrl(r.avatar_key) : null,
    level: levelStanding(levels, Number(r.lifetime_earned)).level?.name ?? null,
    points: Number(r.points),
  });
  const { me, top, around } = row.out;
  return {
    period: query.period,
    top: top.map(toRow),
    me: me && { rank: Number(me.rank), points: Number(me.points) },
    around: around.map(toRow),
  };
}

/** At start: the weeks of the boards begin on Monday 00:00 in TIMEZONE (the trigger reads it). */
export async function setLeaderboardTimeZone(db: Db, timeZone: string) {
  await db.execute(sql`update leaderboard_settings set time_zone = ${timeZone} where time_zone <> ${timeZone}`);
}

/** How often each process folds the boards' moves into their counts. */
export const LEADERBOARD_FOLD_MS = 1000;

/**
 * The fold job: the moves since the last fold go into the counts, in one transaction (one process
 * at a time; the others find the lock taken). Reads are exact either way; folding keeps them short.
 */
export async function foldLeaderboard(db: Db): Promise<number> {
  const [row] = await rawRows<{ folded: number }>(db, 'select raeppli_leaderboard_fold() as folded', [], 'raeppli_leaderboard_fold');
  const folded = Number(row?.folded ?? 0);
  // A read scans the moves left: the folded ones' space goes now, not at autovacuum's next round
  // (a minute of moves). Without truncating the file (that would take a lock writers queue behind)
  // and skipped while another vacuum of it runs.
  if (folded > 0) await rawRows(db, 'vacuum (truncate false, skip_locked) leaderboard_moves', []);
  return folded;
}

/** The periodic job: the counts of weeks before last week go (the API reads this week's only). */
export async function pruneLeaderboard(db: Db, config: Config, now = new Date()): Promise<number> {
  const keepFrom = Number(addDays(weekStart(businessDay(now, config.TIMEZONE)), -7).replaceAll('-', ''));
  const [row] = await rawRows<{ pruned: number }>(db, 'select raeppli_leaderboard_prune($1) as pruned', [keepFrom]);
  return Number(row?.pruned ?? 0);
}
