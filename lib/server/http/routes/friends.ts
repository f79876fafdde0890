import 'server-only';
import { Hono } from 'hono';
import { friendRequestBodySchema, friendRequestParamSchema, friendSearchQuerySchema, friendUsernameParamSchema } from '@/lib/contracts/friends';
import { answerRequest, listFriends, removeFriend, requestFriend, searchMembers, suggestions } from '@/lib/server/services/friends';
import type { AppEnv } from '../context';
import { windowLimit } from '../window-limit';
import { handle } from '../wrapper';

// Friends (docs/friends.md): identified members with the SSO pair.

const noStore = { 'Cache-Control': 'no-store' };
/** 20 searches a minute per member: enough to type, not to list every username. */
const searchLimit = windowLimit(20, 60_000);

export const friendRoutes = new Hono<AppEnv>()
  // GET /api/friends — my friends, requests to me, my requests
  .get(
    '/friends',
    handle({ auth: 'member-sso' }, async ({ c, deps, collector }) => c.json(await listFriends(deps.db, deps.config, collector), 200, noStore)),
  )
  // POST /api/friends/requests {"username"} — ask a member (answers their request if they asked first)
  .post(
    '/friends/requests',
    handle({ auth: 'member-sso', rateLimit: 'friends', body: friendRequestBodySchema }, async ({ c, deps, collector, body }) =>
      c.json(await requestFriend(deps.db, collector, body.username), 201, noStore),
    ),
  )
  // POST /api/friends/requests/:id/accept · /decline
  .post(
    '/friends/requests/:id/accept',
    handle({ auth: 'member-sso', rateLimit: 'friends', params: friendRequestParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await answerRequest(deps.db, collector, params.id, true), 200, noStore),
    ),
  )
  .post(
    '/friends/requests/:id/decline',
    handle({ auth: 'member-sso', rateLimit: 'friends', params: friendRequestParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await answerRequest(deps.db, collector, params.id, false), 200, noStore),
    ),
  )
  // GET /api/friends/search?q= — usernames only, at least 3 characters, at most 20 answers
  .get(
    '/friends/search',
    handle({ auth: 'member-sso', query: friendSearchQuerySchema }, async ({ c, deps, collector, query }) => {
      searchLimit(String(collector.id));
      return c.json(await searchMembers(deps.db, deps.config, collector, query.q), 200, noStore);
    }),
  )
  // GET /api/friends/suggestions — friends of friends, then the most active (/me/moreFriends)
  .get(
    '/friends/suggestions',
    handle({ auth: 'member-sso' }, async ({ c, deps, collector }) => c.json(await suggestions(deps.db, deps.config, collector), 200, noStore)),
  )
  // DELETE /api/friends/:username — end a friendship, or withdraw my request
  .delete(
    '/friends/:username',
    handle({ auth: 'member-sso', rateLimit: 'friends', params: friendUsernameParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await removeFriend(deps.db, collector, params.username), 200, noStore),
    ),
  );
