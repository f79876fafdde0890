import 'server-only';
import { Hono } from 'hono';
import { consoleListQuerySchema, consoleRewardListQuerySchema, pauseBodySchema, rewardInputSchema } from '@/lib/contracts/console';
import { idParamSchema } from '@/lib/contracts/rewards';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { drawConsoleRaffle, listConsoleRaffles } from '@/lib/server/console/raffles';
import { consoleReward, createConsoleReward, listConsoleRewards, pauseReward, setRewardStatus, updateConsoleReward } from '@/lib/server/console/rewards';

// Rewards, raffles and funds for editors (docs/console.md, Rewards and drafts; Raffles).

const noStore = { 'Cache-Control': 'no-store' };
const editors = ['editor'] as const;

export const consoleRewardRoutes = new Hono<AppEnv>()
  // GET /api/console/rewards — paged, searched by title (?q=), archived ones with ?archived=true
  .get(
    '/rewards',
    handle({ auth: 'console', roles: editors, query: consoleRewardListQuerySchema }, async ({ c, deps, query }) =>
      c.json(await listConsoleRewards(deps.db, query), 200, noStore),
    ),
  )
  // POST /api/console/rewards — a new reward, unpublished
  .post(
    '/rewards',
    handle({ auth: 'console', roles: editors, body: rewardInputSchema }, async ({ c, deps, staff, body }) =>
      c.json(await createConsoleReward(deps.db, staff.id, body), 201, noStore),
    ),
  )
  // GET /api/console/rewards/:id — what members see, and the pending draft
  .get(
    '/rewards/:id',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, params }) =>
      c.json(await consoleReward(deps.db, params.id), 200, noStore),
    ),
  )
  // PUT /api/console/rewards/:id — edit: in place while unpublished, as a draft once published
  .put(
    '/rewards/:id',
    handle({ auth: 'console', roles: editors, params: idParamSchema, body: rewardInputSchema }, async ({ c, deps, staff, params, body }) =>
      c.json(await updateConsoleReward(deps.db, staff.id, params.id, body), 200, noStore),
    ),
  )
  // POST /api/console/rewards/:id/publish · /unpublish · /archive — what members see changes now
  .post(
    '/rewards/:id/publish',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, staff, params }) =>
      c.json(await setRewardStatus(deps.db, staff.id, params.id, 'publish'), 200, noStore),
    ),
  )
  .post(
    '/rewards/:id/unpublish',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, staff, params }) =>
      c.json(await setRewardStatus(deps.db, staff.id, params.id, 'unpublish'), 200, noStore),
    ),
  )
  .post(
    '/rewards/:id/archive',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, staff, params }) =>
      c.json(await setRewardStatus(deps.db, staff.id, params.id, 'archive'), 200, noStore),
    ),
  )
  // POST /api/console/rewards/:id/pause {"paused"} — stop or resume redeeming at once
  .post(
    '/rewards/:id/pause',
    handle({ auth: 'console', roles: editors, params: idParamSchema, body: pauseBodySchema }, async ({ c, deps, staff, params, body }) =>
      c.json(await pauseReward(deps.db, staff.id, params.id, body.paused), 200, noStore),
    ),
  )
  // GET /api/console/raffles — tickets, members and the draw's state of each raffle
  .get(
    '/raffles',
    handle({ auth: 'console', roles: editors, query: consoleListQuerySchema }, async ({ c, deps, query }) =>
      c.json(await listConsoleRaffles(deps.db, query), 200, noStore),
    ),
  )
  // POST /api/console/raffles/:id/draw — draw a raffle that is over now (once; a repeat answers the same)
  .post(
    '/raffles/:id/draw',
    handle({ auth: 'console', roles: editors, params: idParamSchema }, async ({ c, deps, staff, params }) =>
      c.json(await drawConsoleRaffle(deps.db, deps.config, staff.id, params.id), 200, noStore),
    ),
  );
