import 'server-only';
import { leaderboardQuerySchema, leaderboardSchema } from '@/lib/contracts/leaderboard';
import type { RouteGroup } from './registry';

// Routes of routes/leaderboard.ts (mounted at /api).

export const leaderboardDocs: RouteGroup = {
  tag: 'Leaderboard',
  description:
    'Members ranked by the Räppli they earned (docs/leaderboard.md): in all (`total`) or in the current business week (`week`, from Monday 00:00 in `TIMEZONE`). Exact at every read.',
  routes: [
    {
      method: 'get',
      path: '/api/leaderboard',
      summary: 'A board as the member sees it: the top ten, the own rank and the neighbours',
      description:
        'Ranked are identified members who have not opted out; ties share a rank (1, 2, 2, 4). `scope=friends` ranks the member among their friends (accepted friend requests). An anonymous or opted-out member gets the top with `me: null` and `around: []`. A member without points on the board is ranked after everyone with points, with the two lowest above in `around`.',
      auth: 'member',
      query: leaderboardQuerySchema,
      responses: { 200: { description: 'The board.', schema: leaderboardSchema } },
    },
  ],
};
