// Helpers of the leaderboard suites: the board through the API, the board as it must be (counted
// from the ledger by brute force), and the check that the kept structures equal a recount.
import { sql } from 'drizzle-orm';
import type { Leaderboard } from '@/lib/contracts/leaderboard';
import type { Db } from '@/lib/server/db/client';
import { startOfBusinessDay, weekStart, businessDay } from '@/lib/domain/business-time';
import { hostPost, rows, type App } from './loyalty';

export type Period = 'total' | 'week';

/** GET /api/leaderboard → [status, json]. */
export async function boardOf(app: App, token: string, period: Period = 'total', scope: 'all' | 'friends' = 'all') {
  const res = await app.request(`/api/leaderboard?period=${period}&scope=${scope}&collector_token=${encodeURIComponent(token)}`);
  return [res.status, await res.json()] as const;
}

let users = 0;
/** A new identified member through the host API (with a username when given). */
export async function identified(app: App, username?: string): Promise<{ token: string; userId: string; hash: string; ssoToken: string }> {
  const userId = `board-${process.pid}-${++users}-${Date.now()}`;
  const res = await hostPost(app, '/api/host/collectors', { user: { id: userId, ...(username ? { username } : {}) } });
  if (res.status !== 201) throw new Error(`creating a member failed: ${res.status} ${await res.text()}`);
  const made = await res.json();
  return { token: made.collector_token, userId, hash: made.hash, ssoToken: made.token };
}

/** The start of the business week of `at` in Vienna (the tests' TIMEZONE). */
export const weekStartOf = (at: Date, timeZone = 'Europe/Vienna') => startOfBusinessDay(weekStart(businessDay(at, timeZone)), timeZone);

type Standing = { id: number; token: string; username: string | null; ranked: boolean; points: number };

/**
 * Every member's points on a board counted from the ledger alone: the credits that count as earned
 * (every credit but refunds; debits and expiries take nothing back), since `since` for a week.
 */
export async function standingsFromLedger(db: Db, since: Date | null): Promise<Standing[]> {
  const found = await rows<{ id: string; token: string; username: string | null; ranked: boolean; points: string }>(
    db,
    sql`select c.id, c.token, u.username,
          (c.sso_user_id is not null and c.opted_out_at is null and c.merged_into_id is null) as ranked,
          coalesce(sum(l.amount) filter (where l.amount > 0 and l.kind <> 'refund' and (${since?.toISOString() ?? null}::timestamptz is null or l.created_at >= ${since?.toISOString() ?? null}::timestamptz)), 0) as points
        from collectors c left join sso_users u on u.id = c.sso_user_id left join ledger_entries l on l.collector_id = c.id
        group by c.id, u.username`,
  );
  return found.map((r) => ({ id: Number(r.id), token: r.token, username: r.username, ranked: r.ranked, points: Number(r.points) }));
}

type Row = { rank: number; username: string | null; points: number };

/** What GET /api/leaderboard must answer a member (rank, username, points of each row), by brute force. */
export function expectedView(all: Standing[], token: string): { top: Row[]; me: { rank: number; points: number } | null; around: Row[] } {
  const board = all.filter((s) => s.ranked && s.points > 0).sort((a, b) => b.points - a.points || b.id - a.id);
  const rankOf = (points: number) => 1 + board.filter((s) => s.points > points).length;
  const row = (s: Standing): Row => ({ rank: rankOf(s.points), username: s.username, points: s.points });
  const me = all.find((s) => s.token === token)!;
  if (!me.ranked) return { top: board.slice(0, 10).map(row), me: null, around: [] };
  const at = board.findIndex((s) => s.id === me.id);
  const around = at < 0 ? board.slice(-2) : [...board.slice(Math.max(at - 2, 0), at), ...board.slice(at + 1, at + 3)];
  return { top: board.slice(0, 10).map(row), me: { rank: rankOf(me.points), points: me.points }, around: around.map(row) };
}

/** The API's answer reduced to what expectedView knows. */
export const viewOf = (body: Leaderboard) => ({
  top: body.top.map(({ rank, username, points }) => ({ rank, username, points })),
  me: body.me,
  around: body.around.map(({ rank, username, points }) => ({ rank, username, points })),
});

/**
 * The kept structures equal a recount: a member row for everyone who earned, its total the
 * collector's lifetime earned and ranked as the member is; the counts plus the moves not folded yet
 * are the ranked members counted per score and per bucket of 1,024 (from bucket 1 on), for the
 * total and, with `week`, that week — whose Räppli are the ledger's earned credits since its start.
 */
export async function assertLeaderboardConsistent(db: Db, week?: { board: number; since: Date }) {
  const members = await rows(
    db,
    sql`select c.id, c.lifetime_earned, m.total, m.ranked from collectors c full join leaderboard_members m on m.collector_id = c.id
         where m.collector_id is null and c.lifetime_earned > 0
            or m.total <> c.lifetime_earned
            or m.ranked <> (c.sso_user_id is not null and c.opted_out_at is null and c.merged_into_id is null)`,
  );
  expect(members).toEqual([]);
  const boards = week ? [0, week.board] : [0];
  const counts = await rows(
    db,
    sql`with steps as (
               select board, from_points as points, -1 as members from leaderboard_moves where from_points > 0
               union all select board, to_points, 1 from leaderboard_moves where to_points > 0),
             kept as (
               select board, level, key, sum(members)::int as members from (
                 select board, level, key, members from leaderboard_counts
                 union all select board, 0::smallint, points, members from steps
                 union all select board, 1::smallint, points >> 10, members from steps where points >= 1024) k
                where board in (${sql.join(
                  boards.map((b) => sql`${b}`),
                  sql`, `,
                )})
                group by board, level, key having sum(members) <> 0),
             ranked as (
               select 0 as board, total as points from leaderboard_members where ranked and total > 0
               union all select week, week_points from leaderboard_members where ranked and week_points > 0 and week = ${week?.board ?? -1}),
             recount as (
               select board, 0::smallint as level, points as key, count(*)::int as members from ranked group by board, points
               union all select board, 1::smallint, points >> 10, count(*)::int from ranked where points >= 1024 group by board, points >> 10)
        (select 'kept' as side, * from kept except select 'kept', * from recount)
        union all
        (select 'recount', * from recount except select 'recount', * from kept)`,
  );
  expect(counts).toEqual([]);
  if (week) {
    const weekly = await rows(
      db,
      sql`with ledger as (select collector_id, sum(amount)::bigint as points from ledger_entries
                           where amount > 0 and kind <> 'refund' and created_at >= ${week.since.toISOString()}::timestamptz group by collector_id),
               kept as (select collector_id, week_points as points from leaderboard_members where week = ${week.board} and week_points > 0)
          (select 'ledger' as side, * from ledger except select 'ledger', * from kept)
          union all
          (select 'kept', * from kept except select 'kept', * from ledger)`,
    );
    expect(weekly).toEqual([]);
  }
}

/** Moves the moves into the counts (what the server's fold job does each second). */
export async function fold(db: Db): Promise<number> {
  const [row] = await rows<{ folded: number }>(db, sql`select raeppli_leaderboard_fold() as folded`);
  return Number(row!.folded);
}
