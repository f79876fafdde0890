import 'server-only';
import { Hono } from 'hono';
import { prizewheelStatsQuerySchema } from '@/lib/contracts/games';
import { prizewheelStats } from '@/lib/server/services/prizewheel';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// The games' figures for editors (docs/games.md); segments and quizzes are content resources
// (routes/console-content.ts).

export const consoleGameRoutes = new Hono<AppEnv>()
  // GET /api/console/prizewheel/stats?days= — spins and outcomes per business day
  .get(
    '/prizewheel/stats',
    handle({ auth: 'console', roles: ['editor'], query: prizewheelStatsQuerySchema }, async ({ c, deps, query }) =>
      c.json(await prizewheelStats(deps.db, deps.config, query.days), 200, { 'Cache-Control': 'no-store' }),
    ),
  );
