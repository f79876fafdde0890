import 'server-only';
import { Hono } from 'hono';
import {
  claimBodySchema,
  idParamSchema,
  myRewardsQuerySchema,
  reservationParamSchema,
  reserveBodySchema,
  rewardListQuerySchema,
} from '@/lib/contracts/rewards';
import type { AppEnv } from '../context';
import { answerJson } from '../idempotent';
import { handle, idempotencyKey } from '../wrapper';
import { listRewards, rewardDetail } from '@/lib/server/services/rewards';
import { confirm, releaseReservation, reserve } from '@/lib/server/services/redeem';
import { activatePass, cancelMyOrder, claimPrize, myOrder, myOrders, redeemCoupon } from '@/lib/server/services/orders';
import { raffleAudit } from '@/lib/server/services/raffles';
import { knownContact } from '@/lib/server/services/contact';
import { idem } from '@/lib/server/money/idempotency';

const noStore = { 'Cache-Control': 'no-store' };

export const rewardRoutes = new Hono<AppEnv>()
  // GET /api/rewards — the catalogue (filter by category, exclusive)
  .get(
    '/rewards',
    handle({ auth: 'public', optionalMember: true, query: rewardListQuerySchema }, async ({ c, deps, query, member }) => {
      const items = await listRewards(deps.db, { category: query.category, exclusive: query.exclusive === undefined ? undefined : query.exclusive === 'true' });
      return c.json({ items, subscriber: member ? member.subscriber : null }, 200, noStore);
    }),
  )
  // GET /api/rewards/:id — the detail; with collector_token (and the SSO pair) the member's own
  // figures and what a reserve would answer now
  .get(
    '/rewards/:id',
    handle({ auth: 'public', optionalMember: true, params: idParamSchema }, async ({ c, deps, params, member }) =>
      c.json(await rewardDetail(deps.db, deps.config, params.id, member), 200, noStore),
    ),
  )
  // POST /api/rewards/:id/reserve — hold stock and limits (Idempotency-Key); one database call
  .post(
    '/rewards/:id/reserve',
    handle(
      { auth: 'member-sso', rateLimit: 'spend', lookupInCall: true, idempotency: 'own', params: idParamSchema, body: reserveBodySchema },
      async ({ c, deps, caller, params, body }) => {
        // The key's scope gets the member's id appended in the call (a spend's key is the member's).
        const claim = idem('reserve', idempotencyKey(c), { reward_id: params.id, ...body });
        return answerJson(c, await reserve(deps.db, deps.config, caller, params.id, body, claim), noStore);
      },
    ),
  )
  // POST /api/reservations/:reservation_id/confirm — spend and create the order (Idempotency-Key); one database call
  .post(
    '/reservations/:reservation_id/confirm',
    handle(
      { auth: 'member-sso', rateLimit: 'spend', lookupInCall: true, idempotency: 'own', params: reservationParamSchema },
      async ({ c, deps, caller, params }) => {
        const claim = idem('confirm', idempotencyKey(c), { reservation_id: params.reservation_id });
        return answerJson(c, await confirm(deps.db, deps.config, caller, params.reservation_id, claim), noStore);
      },
    ),
  )
  // DELETE /api/reservations/:reservation_id — release the held stock
  .delete(
    '/reservations/:reservation_id',
    handle({ auth: 'member-sso', rateLimit: 'spend', params: reservationParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await releaseReservation(deps.db, collector.id, params.reservation_id), 200, noStore),
    ),
  )
  // GET /api/me/rewards — my rewards, tab rewards or raffles, newest first (show more: ?before=)
  .get(
    '/me/rewards',
    handle({ auth: 'member', query: myRewardsQuerySchema }, async ({ c, deps, collector, query }) =>
      c.json(await myOrders(deps.db, collector.id, query), 200, noStore),
    ),
  )
  // GET /api/me/contact — the contact details of my latest orders, else my profile's, to prefill the next (the SSO pair)
  .get(
    '/me/contact',
    handle({ auth: 'member-sso' }, async ({ c, deps, collector }) => c.json(await knownContact(deps.db, collector.id, collector.ssoUserId), 200, noStore)),
  )
  // GET /api/me/orders/:id — one of my rewards (coupon and pass detail pages)
  .get(
    '/me/orders/:id',
    handle({ auth: 'member', params: idParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await myOrder(deps.db, collector.id, params.id), 200, noStore),
    ),
  )
  // POST /api/me/orders/:id/cancel — cancel a reward not yet picked up or sent; Räppli back
  .post(
    '/me/orders/:id/cancel',
    handle({ auth: 'member-sso', rateLimit: 'spend', params: idParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await cancelMyOrder(deps.db, collector.id, params.id), 200, noStore),
    ),
  )
  // POST /api/me/orders/:id/redeem — redeem a coupon (once, before it expires)
  .post(
    '/me/orders/:id/redeem',
    handle({ auth: 'member-sso', rateLimit: 'spend', params: idParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await redeemCoupon(deps.db, collector.id, params.id), 200, noStore),
    ),
  )
  // POST /api/me/orders/:id/activate — activate a pass: 24 hours of premium articles
  .post(
    '/me/orders/:id/activate',
    handle({ auth: 'member-sso', rateLimit: 'spend', params: idParamSchema }, async ({ c, deps, collector, params }) =>
      c.json(await activatePass(deps.db, collector.id, params.id), 200, noStore),
    ),
  )
  // POST /api/me/orders/:id/claim — claim a won raffle prize within the month (address, name or e-mail; personal data: the SSO pair)
  .post(
    '/me/orders/:id/claim',
    handle({ auth: 'member-sso', rateLimit: 'spend', params: idParamSchema, body: claimBodySchema }, async ({ c, deps, collector, params, body }) =>
      c.json(await claimPrize(deps.db, collector.id, params.id, body), 200, noStore),
    ),
  )
  // GET /api/raffles/:id/audit — the published seed hash, and after the draw the seed and winners
  .get(
    '/raffles/:id/audit',
    handle({ auth: 'public', params: idParamSchema }, async ({ c, deps, params }) => c.json(await raffleAudit(deps.db, params.id), 200, noStore)),
  );
