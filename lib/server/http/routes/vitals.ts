import 'server-only';
import { Hono } from 'hono';
import { vitalsBodySchema, vitalsQuerySchema } from '@/lib/contracts/vitals';
import { recordVitals, vitalsReport } from '@/lib/server/services/vitals';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';

// Real-user Web Vitals (docs/reliability.md, "Real-user Web Vitals"): the browser reports a
// sampled visit's LCP, INP and CLS; the console shows the 75th percentile per page and day.

const noStore = { 'Cache-Control': 'no-store' };

export const vitalsRoutes = new Hono<AppEnv>()
  // POST /api/vitals — one visit's values (no member, no token)
  .post(
    '/vitals',
    handle({ auth: 'public', rateLimit: 'vitals', body: vitalsBodySchema }, async ({ c, deps, body }) => {
      await recordVitals(deps.db, deps.config, body);
      return c.body(null, 204, noStore);
    }),
  );

export const consoleVitalsRoutes = new Hono<AppEnv>()
  // GET /api/console/vitals?days= — p75 per page and business day
  .get(
    '/vitals',
    handle({ auth: 'console', query: vitalsQuerySchema }, async ({ c, deps, query }) =>
      c.json(await vitalsReport(deps.db, deps.config, query.days), 200, noStore),
    ),
  );
