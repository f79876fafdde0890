import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Friend, Friends } from '@/lib/contracts/friends';
import { FRIEND_SEARCH_LIMIT } from '@/lib/contracts/friends';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { collectors, friendRequests, leaderboardMembers, ssoUsers } from '@/lib/server/db/schema';
import { levelStanding } from '@/lib/domain/levels';
import { ApiError } from '@/lib/server/errors';
import { avatarUrl } from '@/lib/server/sso/avatars';
import { cachedLevels } from './catalog-cache';
import type { Collector } from './collectors';
import { weekBoard } from './leaderboard';

// Friends (docs/friends.md): identified members with a username ask each other; an accepted
// request makes two friends. Others are shown by username, avatar, level and this week's Räppli —
// never by e-mail address or name.

type Person = { id: number; username: string; avatarKey: string | null; lifetimeEarned: number };

/** Members others can find: identified, with a username, still in the programme. */
const findable = and(isNotNull(collectors.ssoUserId), isNull(collectors.optedOutAt), isNull(collectors.mergedIntoId), isNotNull(ssoUsers.username));

const people = (db: Db, where: SQL | undefined) =>
  db
    .select({ id: collectors.id, username: sql<string>`${ssoUsers.username}`, avatarKey: ssoUsers.avatarKey, lifetimeEarned: collectors.lifetimeEarned })
    .from(collectors)
    .innerJoin(ssoUsers, eq(ssoUsers.id, collectors.ssoUserId))
    .where(and(findable, where));

/** This business week's Räppli per member, as the weekly leaderboard counts them (docs/leaderboard.md). */
async function weekPoints(db: Db, config: Config, ids: number[], now: Date) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: leaderboardMembers.collectorId, points: leaderboardMembers.weekPoints })
    .from(leaderboardMembers)
    .where(and(inArray(leaderboardMembers.collectorId, ids), eq(leaderboardMembers.week, weekBoard(now, config.TIMEZONE))));
  return new Map(rows.map((r) => [r.id, Number(r.points)]));
}

async function cards(db: Db, config: Config, list: Person[], now: Date): Promise<Map<number, Friend>> {
  const [levels, week] = await Promise.all([
    cachedLevels(db),
    weekPoints(
      db,
      config,
      list.map((p) => p.id),
      now,
    ),
  ]);
  return new Map(
    list.map((p) => [
      p.id,
      {
        username: p.username,
        avatar_url: p.avatarKey ? avatarUrl(p.avatarKey) : null,
        level: levelStanding(levels, p.lifetimeEarned).level?.name ?? null,
        week_points: week.get(p.id) ?? 0,
      },
    ]),
  );
}

/** The caller, who must have a username to be found and named (409 USERNAME_REQUIRED). */
async function me(db: Db, collector: Collector): Promise<Person> {
  const [row] = await people(db, eq(collectors.id, collector.id));
  if (!row) throw new ApiError(collector.optedOutAt ? 'OPTED_OUT' : 'USERNAME_REQUIRED');
  return row;
}

/** The member with this username (exact, else the only one ignoring case), or 404 FRIEND_NOT_FOUND. */
async function byUsername(db: Db, username: string): Promise<Person> {
  const rows = await people(db, sql`lower(${ssoUsers.username}) = lower(${username})`).limit(5);
  const found = rows.find((r) => r.username === username) ?? (rows.length === 1 ? rows[0] : undefined);
  if (!found) throw new ApiError('FRIEND_NOT_FOUND');
  return found;
}

const between = (a: number, b: number) =>
  or(and(eq(friendRequests.fromId, a), eq(friendRequests.toId, b)), and(eq(friendRequests.fromId, b), eq(friendRequests.toId, a)));
const open = inArray(friendRequests.state, ['pending', 'accepted']);

/** My accepted and pending requests, either way. */
async function relationsOf(db: Db, id: number) {
  return db
    .select()
    .from(friendRequests)
    .where(and(open, or(eq(friendRequests.fromId, id), eq(friendRequests.toId, id))));
}

/** GET /api/friends: my friends, the requests waiting for me, and mine waiting for them. */
export async function listFriends(db: Db, config: Config, collector: Collector, now = new Date()): Promise<Friends> {
  const self = await me(db, collector);
  const relations = await relationsOf(db, self.id);
  const others = relations.map((r) => (r.fromId === self.id ? r.toId : r.fromId));
  const found = others.length ? await people(db, inArray(collectors.id, others)) : [];
  const card = await cards(db, config, found, now);
  const out: Friends = { friends: [], received: [], sent: [] };
  for (const r of relations.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
    const other = card.get(r.fromId === self.id ? r.toId : r.fromId);
    if (!other) continue; // left the programme since
    if (r.state === 'accepted') out.friends.push({ ...other, since: (r.answeredAt ?? r.createdAt).toISOString() });
    else (r.toId === self.id ? out.received : out.sent).push({ ...other, request_id: r.id, requested_at: r.createdAt.toISOString() });
  }
  out.friends.sort((a, b) => b.week_points - a.week_points || a.username.localeCompare(b.username, 'de'));
  return out;
}

/**
 * POST /api/friends/requests: asks a member by username. When they asked me already, this answers
 * their request instead (both want it). Myself → 400; unknown → 404; asked or friends → 409.
 */
export async function requestFriend(db: Db, collector: Collector, username: string, now = new Date()) {
  const self = await me(db, collector);
  const other = await byUsername(db, username);
  if (other.id === self.id) throw new ApiError('FRIEND_SELF');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(friendRequests)
      .where(and(open, between(self.id, other.id)))
      .for('update');
    if (existing?.state === 'accepted') throw new ApiError('ALREADY_FRIENDS');
    if (existing && existing.fromId === self.id) throw new ApiError('FRIEND_REQUEST_EXISTS');
    if (existing) {
      await tx.update(friendRequests).set({ state: 'accepted', answeredAt: now }).where(eq(friendRequests.id, existing.id));
      return { request_id: existing.id, state: 'accepted' as const };
    }
    try {
      const [row] = await tx.insert(friendRequests).values({ fromId: self.id, toId: other.id, createdAt: now }).returning({ id: friendRequests.id });
      return { request_id: row!.id, state: 'pending' as const };
    } catch (err) {
      // the other asked at the same moment
      if (isUniqueViolation(err)) throw new ApiError('FRIEND_REQUEST_EXISTS');
      throw err;
    }
  });
}

/** POST /api/friends/requests/{id}/accept | decline: only the one asked answers, once. */
export async function answerRequest(db: Db, collector: Collector, id: number, accept: boolean, now = new Date()) {
  const self = await me(db, collector);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(friendRequests)
      .where(and(eq(friendRequests.id, id), eq(friendRequests.toId, self.id)))
      .for('update');
    if (!request) throw new ApiError('FRIEND_REQUEST_NOT_FOUND');
    if (request.state !== 'pending') throw new ApiError('FRIEND_REQUEST_ANSWERED');
    const state = accept ? 'accepted' : 'declined';
    await tx.update(friendRequests).set({ state, answeredAt: now }).where(eq(friendRequests.id, id));
    return { request_id: id, state };
  });
}

/** DELETE /api/friends/{username}: ends a friendship, or withdraws my request to them. */
export async function removeFriend(db: Db, collector: Collector, username: string) {
  const self = await me(db, collector);
  const other = await byUsername(db, username);
  const removed = await db
    .delete(friendRequests)
    .where(
      and(between(self.id, other.id), or(eq(friendRequests.state, 'accepted'), and(eq(friendRequests.state, 'pending'), eq(friendRequests.fromId, self.id)))),
    )
    .returning({ id: friendRequests.id });
  if (!removed.length) throw new ApiError('FRIEND_NOT_FOUND');
  return { removed: true as const };
}

async function withRelation(db: Db, config: Config, self: Person, found: Person[], now: Date) {
  const relations = await relationsOf(db, self.id);
  const relation = (id: number) => {
    const r = relations.find((x) => x.fromId === id || x.toId === id);
    if (!r) return 'none' as const;
    if (r.state === 'accepted') return 'friend' as const;
    return r.fromId === self.id ? ('sent' as const) : ('received' as const);
  };
  const card = await cards(db, config, found, now);
  return found.map((p) => ({ ...card.get(p.id)!, relation: relation(p.id) }));
}

/** GET /api/friends/search?q=: usernames containing q (those starting with it first), at most 20; never e-mail addresses. */
export async function searchMembers(db: Db, config: Config, collector: Collector, q: string, now = new Date()) {
  const self = await me(db, collector);
  const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const found = await people(db, and(ne(collectors.id, self.id), sql`${ssoUsers.username} ilike ${pattern}`))
    .orderBy(sql`${ssoUsers.username} not ilike ${`${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`, ssoUsers.username)
    .limit(FRIEND_SEARCH_LIMIT);
  return { items: await withRelation(db, config, self, found, now) };
}

/** GET /api/friends/suggestions: friends of my friends (most shared first), then the most active members. */
export async function suggestions(db: Db, config: Config, collector: Collector, now = new Date(), limit = 10) {
  const self = await me(db, collector);
  const relations = await relationsOf(db, self.id);
  const related = new Set([self.id, ...relations.map((r) => (r.fromId === self.id ? r.toId : r.fromId))]);
  const friendIds = relations.filter((r) => r.state === 'accepted').map((r) => (r.fromId === self.id ? r.toId : r.fromId));
  const picked: number[] = [];
  if (friendIds.length) {
    const theirs = await db
      .select({ fromId: friendRequests.fromId, toId: friendRequests.toId })
      .from(friendRequests)
      .where(and(eq(friendRequests.state, 'accepted'), or(inArray(friendRequests.fromId, friendIds), inArray(friendRequests.toId, friendIds))));
    const shared = new Map<number, number>();
    for (const r of theirs) for (const id of [r.fromId, r.toId]) if (!related.has(id)) shared.set(id, (shared.get(id) ?? 0) + 1);
    picked.push(...[...shared].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id));
  }
  let found = picked.length ? await people(db, inArray(collectors.id, picked.slice(0, limit * 2))) : [];
  found = picked
    .map((id) => found.find((p) => p.id === id))
    .filter((p): p is Person => Boolean(p))
    .slice(0, limit);
  if (found.length < limit) {
    const exclude = [...related, ...found.map((p) => p.id)];
    found.push(
      ...(await people(
        db,
        sql`${collectors.id} not in (${sql.join(
          exclude.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
        .orderBy(desc(collectors.lifetimeEarned), collectors.id)
        .limit(limit - found.length)),
    );
  }
  return { items: await withRelation(db, config, self, found, now) };
}
