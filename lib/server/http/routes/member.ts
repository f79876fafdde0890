import 'server-only';
import { Hono } from 'hono';
import { actionBodySchema } from '@/lib/contracts/me';
import { publicConfig } from '@/lib/config';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { meByToken } from '@/lib/server/services/me';
import { ApiError } from '@/lib/server/errors';
import { recordAction } from '@/lib/server/services/actions';
import { listSpecials } from '@/lib/server/services/specials';
import { listRedirectRules } from '@/lib/server/services/redirects';
import { touchCollector } from '@/lib/server/services/collectors';

const noStore = { 'Cache-Control': 'no-store' };

export const member = new Hono<AppEnv>()
  // GET /api/me — the member's session data (spec §3)
  .get(
    '/me',
    // The hot path: one database read, no separate collector lookup.
    handle({ auth: 'none' }, async ({ c, deps }) => {
      const token = c.req.query('collector_token');
      if (!token) throw new ApiError('MISSING_COLLECTOR_TOKEN');
      const me = await meByToken(deps.db, deps.config, token);
      if (!me) throw new ApiError('COLLECTOR_NOT_FOUND');
      return c.json(me, 200, noStore);
    }),
  )
  // POST /api/actions — record a member action such as the layerVisit of each visit
  .post(
    '/actions',
    handle({ auth: 'member', body: actionBodySchema }, async ({ c, deps, collector, body }) => {
      const action = await recordAction(deps.db, collector.id, body);
      if (body.step === 'layerVisit') await touchCollector(deps.db, collector.id);
      return c.json({ id: action.id, step: body.step, recorded_at: action.createdAt.toISOString() }, 201, noStore);
    }),
  )
  // GET /api/specials — the running special campaigns
  .get(
    '/specials',
    handle({ auth: 'member' }, async ({ c, deps }) => c.json(await listSpecials(deps.db), 200, noStore)),
  )
  // GET /api/config — the settings the browser may see (nothing secret)
  .get(
    '/config',
    handle({ auth: 'none' }, ({ c, deps }) =>
      c.json(publicConfig(deps.config), 200, { 'Cache-Control': 'public, max-age=60' }),
    ),
  )
  // GET /api/redirects — redirect rules by path, read (and cached) by proxy.ts
  .get(
    '/redirects',
    handle({ auth: 'none' }, async ({ c, deps }) => c.json(await listRedirectRules(deps.db), 200, noStore)),
  );
