import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParamSchema, myRewardsQuerySchema, reserveBodySchema, rewardListQuerySchema } from '@/lib/contracts/rewards';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { idempotencyKey, requireSsoPair, spender } from '../member-auth';
import { findCollectorByToken } from '@/lib/server/services/collectors';
import { isSubscriber, listRewards, rewardDetail } from '@/lib/server/services/rewards';
import { confirm, releaseReservation, reserve } from '@/lib/server/services/redeem';
import { activatePass, cancelMyOrder, myOrder, myOrders, redeemCoupon } from '@/lib/server/services/orders';
import { raffleAudit } from '@/lib/server/services/raffles';
import { ApiError } from '@/lib/server/errors';

const noStore = { 'Cache-Control': 'no-store' };
const reservationParam = z.object({ reservation_id: z.uuid() });

/** The member behind an optional collector_token (catalogue reads work without one). */
async function optionalCollector(db: Parameters<typeof findCollectorByToken>[0], token: string | undefined) {
  if (!token) return null;
  const collector = await findCollectorByToken(db, token);
  if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
  return collector;
}

export const rewardRoutes = new Hono<AppEnv>()
  // GET /api/rewards — the catalogue (filter by category, exclusive)
  .get(
    '/rewards',
    handle({ auth: 'none', query: rewardListQuerySchema }, async ({ c, deps, query }) => {
      const collector = await optionalCollector(deps.db, query.collector_token);
      const items = await listRewards(deps.db, { category: query.category, exclusive: query.exclusive === undefined ? undefined : query.exclusive === 'true' });
      return c.json({ items, subscriber: collector ? isSubscriber(collector) : null }, 200, noStore);
    }),
  )
  // GET /api/rewards/:id — the detail, with the member's own figures when collector_token is given
  .get(
    '/rewards/:id',
    handle({ auth: 'none', params: idParamSchema }, async ({ c, deps, params }) => {
      const collector = await optionalCollector(deps.db, c.req.query('collector_token'));
      return c.json(await rewardDetail(deps.db, params.id, collector, deps.config.TIMEZONE), 200, noStore);
    }),
  )
  // POST /api/rewards/:id/reserve — hold stock and limits (Idempotency-Key); one database call
  .post(
    '/rewards/:id/reserve',
    handle({ auth: 'none', params: idParamSchema, body: reserveBodySchema }, async ({ c, deps, params, body }) => {
      const who = spender(c);
      const key = idempotencyKey(c);
      const scope = 'reserve:'; // + the member's id, in the database function
      const { status, response } = await reserve(deps.db, deps.config, who, params.id, body, { scope, key, body: { reward_id: params.id, ...body } });
      return c.json(response as object, status as 201, noStore);
    }),
  )
  // POST /api/reservations/:reservation_id/confirm — spend and create the order (Idempotency-Key); one database call
  .post(
    '/reservations/:reservation_id/confirm',
    handle({ auth: 'none', params: reservationParam }, async ({ c, deps, params }) => {
      const who = spender(c);
      const key = idempotencyKey(c);
      const scope = 'confirm:';
      const { status, response } = await confirm(deps.db, deps.config, who, params.reservation_id, { scope, key, body: { reservation_id: params.reservation_id } });
      return c.json(response as object, status as 200, noStore);
    }),
  )
  // DELETE /api/reservations/:reservation_id — release the held stock
  .delete(
    '/reservations/:reservation_id',
    handle({ auth: 'member', params: reservationParam }, async ({ c, deps, collector, params }) => {
      await requireSsoPair(c, deps, collector);
      return c.json(await releaseReservation(deps.db, collector.id, params.reservation_id), 200, noStore);
    }),
  )
  // GET /api/me/rewards — my rewards, tab rewards or raffles, newest first (show more: ?before=)
  .get(
    '/me/rewards',
    handle({ auth: 'member', query: myRewardsQuerySchema }, async ({ c, deps, collector, query }) => c.json(await myOrders(deps.db, collector.id, query), 200, noStore)),
  )
  // GET /api/me/orders/:id — one of my rewards (coupon and pass detail pages)
  .get(
    '/me/orders/:id',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) => c.json(await myOrder(deps.db, collector.id, params.id), 200, noStore)),
  )
  // POST /api/me/orders/:id/cancel — cancel a reward not yet picked up or sent; Räppli back
  .post(
    '/me/orders/:id/cancel',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) => {
      await requireSsoPair(c, deps, collector);
      return c.json(await cancelMyOrder(deps.db, collector.id, params.id), 200, noStore);
    }),
  )
  // POST /api/me/orders/:id/redeem — redeem a coupon (once, before it expires)
  .post(
    '/me/orders/:id/redeem',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) => {
      await requireSsoPair(c, deps, collector);
      return c.json(await redeemCoupon(deps.db, collector.id, params.id), 200, noStore);
    }),
  )
  // POST /api/me/orders/:id/activate — activate a pass: 24 hours of premium articles
  .post(
    '/me/orders/:id/activate',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) => {
      await requireSsoPair(c, deps, collector);
      return c.json(await activatePass(deps.db, collector.id, params.id), 200, noStore);
    }),
  )
  // GET /api/raffles/:id/audit — the published seed hash, and after the draw the seed and winners
  .get(
    '/raffles/:id/audit',
    handle({ auth: 'none', params: idParamSchema }, async ({ c, deps, params }) => c.json(await raffleAudit(deps.db, params.id), 200, noStore)),
  );
