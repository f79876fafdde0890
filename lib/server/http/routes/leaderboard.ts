import 'server-only';
import { Hono } from 'hono';
import { leaderboardQuerySchema } from '@/lib/contracts/leaderboard';
import { ApiError } from '@/lib/server/errors';
import { leaderboard } from '@/lib/server/services/leaderboard';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// The leaderboard (docs/leaderboard.md).

const noStore = { 'Cache-Control': 'no-store' };

export const leaderboardRoutes = new Hono<AppEnv>()
  // GET /api/leaderboard — a board as the member sees it: the top ten, the member's rank and neighbours
  .get(
    '/leaderboard',
    // One database call: it looks the member up and reads the board.
    handle({ auth: 'member', lookupInCall: true, query: leaderboardQuerySchema }, async ({ c, deps, caller, query }) => {
      const board = await leaderboard(deps.db, deps.config, caller.token, query);
      if (!board) throw new ApiError('COLLECTOR_NOT_FOUND');
      return c.json(board, 200, noStore);
    }),
  );
