import 'server-only';
import { Hono } from 'hono';
import { spinIdParamSchema } from '@/lib/contracts/games';
import { claimBodySchema } from '@/lib/contracts/rewards';
import { idem } from '@/lib/server/money/idempotency';
import { claimSpinPrize, prizewheel, spin } from '@/lib/server/services/prizewheel';
import type { AppEnv } from '../context';
import { answerJson } from '../idempotent';
import { handle, idempotencyKey } from '../wrapper';

// The daily prize wheel (docs/games.md, Prize wheel).

const noStore = { 'Cache-Control': 'no-store' };

export const prizewheelRoutes = new Hono<AppEnv>()
  // GET /api/prizewheel — the segments still in today's draw, and whether this member may spin
  .get(
    '/prizewheel',
    handle({ auth: 'member' }, async ({ c, deps, collector }) => c.json(await prizewheel(deps.db, deps.config, collector), 200, noStore)),
  )
  // POST /api/prizewheel/spin — one spin (identified members, Idempotency-Key); the server draws
  .post(
    '/prizewheel/spin',
    handle({ auth: 'member-sso', rateLimit: 'game', idempotency: 'own' }, async ({ c, deps, collector }) => {
      // The key is the member's: another member's spin with the same key is another spin.
      const claim = idem(`prizewheel.spin:${collector.id}`, idempotencyKey(c), {});
      return answerJson(c, await spin(deps.db, deps.config, collector.token, claim), noStore);
    }),
  )
  // POST /api/prizewheel/spins/:spin_id/claim — a reward prize's address (Idempotency-Key); it becomes an order
  .post(
    '/prizewheel/spins/:spin_id/claim',
    handle(
      { auth: 'member-sso', rateLimit: 'game', idempotency: 'own', params: spinIdParamSchema, body: claimBodySchema },
      async ({ c, deps, collector, params, body }) => {
        const claim = idem(`prizewheel.claim:${collector.id}`, idempotencyKey(c), { spin_id: params.spin_id, ...body });
        return answerJson(c, await claimSpinPrize(deps.db, collector.token, params.spin_id, body, claim), noStore);
      },
    ),
  );
