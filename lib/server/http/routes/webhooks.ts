import 'server-only';
import { Hono } from 'hono';
import { webhookCreateSchema, webhookDeliveriesQuerySchema, webhookIdParamSchema } from '@/lib/contracts/webhooks';
import type { AppEnv } from '../context';
import { handle } from '../wrapper';
import { audit } from '@/lib/server/console/audit';
import { deleteEndpoint, endpointDeliveries, listEndpoints, registerEndpoint } from '@/lib/server/webhooks/endpoints';

// Webhook endpoints (docs/webhooks.md): the host's server registers them (mounted at /api/host),
// admins in the console (mounted at /api/console) — the same service behind both.

const noStore = { 'Cache-Control': 'no-store' };

export const webhookRoutes = new Hono<AppEnv>()
  // POST /api/host/webhooks — register an endpoint; the answer carries its secret, once
  .post(
    '/webhooks',
    handle({ auth: 'host', body: webhookCreateSchema }, async ({ c, deps, body }) => c.json(await registerEndpoint(deps.db, deps.config, body), 201, noStore)),
  )
  // GET /api/host/webhooks — the live endpoints, without secrets
  .get(
    '/webhooks',
    handle({ auth: 'host' }, async ({ c, deps }) => c.json(await listEndpoints(deps.db), 200, noStore)),
  )
  // DELETE /api/host/webhooks/:id — no new deliveries, pending ones cancelled
  .delete(
    '/webhooks/:id',
    handle({ auth: 'host', params: webhookIdParamSchema }, async ({ c, deps, params }) => {
      await deleteEndpoint(deps.db, params.id);
      return c.body(null, 204);
    }),
  )
  // GET /api/host/webhooks/:id/deliveries?cursor=&limit= — deliveries newest first, with their attempts
  .get(
    '/webhooks/:id/deliveries',
    handle({ auth: 'host', params: webhookIdParamSchema, query: webhookDeliveriesQuerySchema }, async ({ c, deps, params, query }) =>
      c.json(await endpointDeliveries(deps.db, params.id, query), 200, noStore),
    ),
  );

const admins = ['admin'] as const;

export const consoleWebhookRoutes = new Hono<AppEnv>()
  // GET /api/console/webhooks — the live endpoints (admin)
  .get(
    '/webhooks',
    handle({ auth: 'console', roles: admins }, async ({ c, deps }) => c.json(await listEndpoints(deps.db), 200, noStore)),
  )
  // POST /api/console/webhooks — register an endpoint (admin); the secret shows once
  .post(
    '/webhooks',
    handle({ auth: 'console', roles: admins, body: webhookCreateSchema }, async ({ c, deps, staff, body }) => {
      const created = await registerEndpoint(deps.db, deps.config, body, (tx, e) =>
        audit(tx, { staffId: staff.id, action: 'webhook.create', resource: 'webhook', resourceId: e.id, after: { url: e.url, events: e.events } }),
      );
      return c.json(created, 201, noStore);
    }),
  )
  // DELETE /api/console/webhooks/:id — delete an endpoint (admin)
  .delete(
    '/webhooks/:id',
    handle({ auth: 'console', roles: admins, params: webhookIdParamSchema }, async ({ c, deps, staff, params }) => {
      await deleteEndpoint(deps.db, params.id, (tx, e) =>
        audit(tx, { staffId: staff.id, action: 'webhook.delete', resource: 'webhook', resourceId: e.id, before: { url: e.url, events: e.events } }),
      );
      return c.body(null, 204);
    }),
  )
  // GET /api/console/webhooks/:id/deliveries — an endpoint's deliveries with their attempts (admin)
  .get(
    '/webhooks/:id/deliveries',
    handle({ auth: 'console', roles: admins, params: webhookIdParamSchema, query: webhookDeliveriesQuerySchema }, async ({ c, deps, params, query }) =>
      c.json(await endpointDeliveries(deps.db, params.id, query), 200, noStore),
    ),
  );
