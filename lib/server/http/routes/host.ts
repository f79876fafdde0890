import 'server-only';
import { Hono } from 'hono';
import { collectorTokenParamSchema, createCollectorBodySchema, hostStatementQuerySchema } from '@/lib/contracts/host';
import { adjustmentBodySchema, hostEventBodySchema, identifyBodySchema, optInBodySchema } from '@/lib/contracts/loyalty';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { createAnonymousCollector, ensureIdentifiedCollector, requireMember } from '@/lib/server/services/collectors';
import { ingestHostEvent } from '@/lib/server/services/earning';
import { adjust, identify, optIn } from '@/lib/server/services/membership';
import { hostOrdersQuerySchema, idParamSchema, orderStateBodySchema, subscriptionBodySchema } from '@/lib/contracts/rewards';
import { entitlements, hostOrders, moveOrder, setSubscription } from '@/lib/server/services/orders';
import { drawRaffle } from '@/lib/server/services/raffles';
import { invalidatePages } from '@/lib/server/pages/invalidate';
import { idem } from '@/lib/server/money/idempotency';
import { answerJson, requiredKey } from '../idempotent';
import { hostPasswordBodySchema, userIdParamSchema } from '@/lib/contracts/sso';
import { setPassword } from '@/lib/server/sso/users';
import type { Db } from '@/lib/server/db/client';
import { statementPage } from '@/lib/server/services/activities';
import { collectorForHost, collectorOfUser, hostMember, rotateSsoPair } from '@/lib/server/services/host-reads';

/** The collector a host call means; a token merged on identify means the identified account, as for host events. */
async function collectorId(db: Db, token: string) {
  const { collector } = await requireMember(db, token);
  return collector.mergedIntoId ?? collector.id;
}

export const host = new Hono<AppEnv>()
  // POST /api/host/collectors — create an anonymous collector, or the identified one of an SSO user
  .post(
    '/collectors',
    handle({ auth: 'host', body: createCollectorBodySchema }, async ({ c, deps, body }) => {
      if (!body.user) {
        const collector = await createAnonymousCollector(deps.db);
        return c.json({ collector_token: collector.token }, 201);
      }
      const { collector, hash, token, created } = await ensureIdentifiedCollector(deps.db, body.user, deps.config.SSO_SECRET);
      return c.json({ collector_token: collector.token, hash, token }, created ? 201 : 200);
    }),
  )
  // GET /api/host/collectors/:collector_token — the member record (a merged token: its identified account)
  .get(
    '/collectors/:collector_token',
    handle({ auth: 'host', params: collectorTokenParamSchema }, async ({ c, deps, params }) =>
      c.json(await hostMember(deps.db, deps.config, await collectorForHost(deps.db, params.collector_token)), 200, { 'Cache-Control': 'no-store' }),
    ),
  )
  // GET /api/host/collectors/:collector_token/statement?cursor=&limit= — the statement, newest first
  .get(
    '/collectors/:collector_token/statement',
    handle({ auth: 'host', params: collectorTokenParamSchema, query: hostStatementQuerySchema }, async ({ c, deps, params, query }) => {
      const collector = await collectorForHost(deps.db, params.collector_token);
      const page = await statementPage(deps.db, collector.id, { limit: query.limit, before: query.cursor });
      return c.json({ items: page.items, next_cursor: page.next_before }, 200, { 'Cache-Control': 'no-store' });
    }),
  )
  // GET /api/host/users/:user_id — the member record of an SSO user (404 until a collector exists)
  .get(
    '/users/:user_id',
    handle({ auth: 'host', params: userIdParamSchema }, async ({ c, deps, params }) =>
      c.json(await hostMember(deps.db, deps.config, await collectorOfUser(deps.db, params.user_id)), 200, { 'Cache-Control': 'no-store' }),
    ),
  )
  // POST /api/host/users/:user_id/rotate — a new SSO pair; the old one stops working at once
  .post(
    '/users/:user_id/rotate',
    handle({ auth: 'host', params: userIdParamSchema }, async ({ c, deps, params }) =>
      c.json(await rotateSsoPair(deps.db, deps.config, params.user_id), 200, { 'Cache-Control': 'no-store' }),
    ),
  )
  // POST /api/host/collectors/:collector_token/identify — an anonymous collector becomes identified
  .post(
    '/collectors/:collector_token/identify',
    handle({ auth: 'host', params: collectorTokenParamSchema, body: identifyBodySchema }, async ({ c, deps, params, body }) =>
      c.json(await identify(deps.db, deps.config, params.collector_token, body.user), 200),
    ),
  )
  // POST /api/host/events — a reader activity that earns Räppli by the earning rules
  .post(
    '/events',
    handle({ auth: 'host', idempotency: 'own', body: hostEventBodySchema }, async ({ c, deps, body }) => {
      // The key comes in the header or (as before the header) in the body: the same request either way.
      const key = requiredKey(c, body.idempotency_key);
      // The hot path: one database call for the event (see raeppli_earn_event).
      const event = { step: body.step, data: body.data, now: new Date(), ledgerKey: `event:${key}` };
      return answerJson(
        c,
        await ingestHostEvent(deps.db, deps.config, body.collector_token, event, idem('host:events', key, { ...body, idempotency_key: key })),
      );
    }),
  )
  // POST /api/host/adjustments — a signed manual credit or debit by staff
  .post(
    '/adjustments',
    handle({ auth: 'host', idempotency: 'own', body: adjustmentBodySchema }, async ({ c, deps, body }) => {
      const key = requiredKey(c, body.idempotency_key);
      const input = { token: body.collector_token, amount: body.amount, reason: body.reason, key };
      return answerJson(c, await adjust(deps.db, deps.config, input, idem('host:adjustments', key, { ...body, idempotency_key: key })));
    }),
  )
  // POST /api/host/collectors/:collector_token/opt-in — the member's opt-out ends (a merged token: its account)
  .post(
    '/collectors/:collector_token/opt-in',
    handle({ auth: 'host', params: collectorTokenParamSchema, body: optInBodySchema }, async ({ c, deps, params }) =>
      c.json(await optIn(deps.db, (await collectorForHost(deps.db, params.collector_token)).id, 'host'), 200, { 'Cache-Control': 'no-store' }),
    ),
  )
  // PUT /api/host/collectors/:collector_token/subscription — the subscription (server-side truth)
  .put(
    '/collectors/:collector_token/subscription',
    handle({ auth: 'host', params: collectorTokenParamSchema, body: subscriptionBodySchema }, async ({ c, deps, params, body }) =>
      c.json(await setSubscription(deps.db, await collectorId(deps.db, params.collector_token), body), 200),
    ),
  )
  // GET /api/host/collectors/:collector_token/entitlements — premium reading from passes, subscription
  .get(
    '/collectors/:collector_token/entitlements',
    handle({ auth: 'host', params: collectorTokenParamSchema }, async ({ c, deps, params }) =>
      c.json(await entitlements(deps.db, await collectorId(deps.db, params.collector_token)), 200, { 'Cache-Control': 'no-store' }),
    ),
  )
  // GET /api/host/orders?state= — orders to handle, oldest first (page with ?after=)
  .get(
    '/orders',
    handle({ auth: 'host', query: hostOrdersQuerySchema }, async ({ c, deps, query }) =>
      c.json(await hostOrders(deps.db, query), 200, { 'Cache-Control': 'no-store' }),
    ),
  )
  // POST /api/host/orders/:id/state — activate (ready for pickup), complete (sent / picked up) or cancel
  .post(
    '/orders/:id/state',
    handle({ auth: 'host', params: idParamSchema, body: orderStateBodySchema }, async ({ c, deps, params, body }) =>
      c.json(await moveOrder(deps.db, params.id, body.event), 200),
    ),
  )
  // POST /api/host/raffles/:id/draw — draw a raffle that is over (once; a repeat returns the same result)
  .post(
    '/raffles/:id/draw',
    handle({ auth: 'host', params: idParamSchema }, async ({ c, deps, params }) => {
      const audit = await drawRaffle(deps.db, deps.config, params.id);
      // The raffle's page and its audit show the draw at once (docs/architecture.md, "Pages").
      invalidatePages();
      return c.json(audit, 200);
    }),
  )
  // PUT /api/host/users/:user_id/password {"password"} — sets an SSO user's (initial) password
  .put(
    '/users/:user_id/password',
    handle({ auth: 'host', params: userIdParamSchema, body: hostPasswordBodySchema }, async ({ c, deps, params, body }) => {
      await setPassword(deps.db, params.user_id, body.password);
      return c.body(null, 204);
    }),
  );
