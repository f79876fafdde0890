import 'server-only';
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  webhookIdParamSchema,
  webhookListSchema,
} from '@/lib/contracts/webhooks';
import { noContent, type RouteDoc, type RouteGroup } from './registry';

// Routes of routes/webhooks.ts: the host's webhook endpoints (docs/webhooks.md), under /api/host
// by API key and under /api/console for admins.

const admins = ['admin'] as const;
const createDescription =
  'The URL must be http or https. Unless `WEBHOOK_ALLOW_PRIVATE=true`, a target on a loopback, private, shared (CGNAT) or link-local address — an IP literal, or a name resolving to one — is refused with 422; every delivery checks the address it connects to again. The `secret` (`whsec_…`) signs every delivery (`Raeppli-Signature`) and is shown only in this answer.';
const deliveriesDescription =
  "Newest first, `limit` per page (1–100, default 20); pass `next_cursor` as `cursor` for the next, older page. Each delivery names its event id and type, its state (`pending`, `delivered`, `failed` after 24 hours, `canceled` when the endpoint was deleted) and every attempt with its HTTP status (null: no answer) or error. A deleted endpoint's history stays readable.";

/** The four routes, under a prefix and an auth mode. */
function routes(prefix: '/api/host' | '/api/console', auth: { auth: 'host' } | { auth: 'console'; roles: typeof admins }): RouteDoc[] {
  return [
    {
      method: 'post',
      path: `${prefix}/webhooks`,
      summary: 'Register a webhook endpoint',
      description: createDescription,
      ...auth,
      body: webhookCreateSchema,
      responses: { 201: { description: 'The endpoint with its secret (shown this once).', schema: webhookCreatedSchema } },
      errors: ['WEBHOOK_URL_REFUSED'],
    },
    {
      method: 'get',
      path: `${prefix}/webhooks`,
      summary: 'The webhook endpoints (without secrets)',
      ...auth,
      responses: { 200: { description: 'The live endpoints, oldest first.', schema: webhookListSchema } },
    },
    {
      method: 'delete',
      path: `${prefix}/webhooks/:id`,
      summary: 'Delete a webhook endpoint',
      description: 'No new deliveries from now on; pending ones are cancelled. The delivery history stays.',
      ...auth,
      params: webhookIdParamSchema,
      responses: { 204: noContent('Deleted.') },
      errors: ['WEBHOOK_NOT_FOUND'],
    },
    {
      method: 'get',
      path: `${prefix}/webhooks/:id/deliveries`,
      summary: "An endpoint's deliveries with their attempts, newest first",
      description: deliveriesDescription,
      ...auth,
      params: webhookIdParamSchema,
      query: webhookDeliveriesQuerySchema,
      responses: { 200: { description: 'One page of deliveries.', schema: webhookDeliveriesSchema } },
      errors: ['WEBHOOK_NOT_FOUND'],
    },
  ];
}

export const webhookDocs: RouteGroup = {
  tag: 'Webhooks',
  description: 'Signed event notifications to the host: endpoints, deliveries and attempts (docs/webhooks.md). The console offers the same to admins.',
  routes: [...routes('/api/host', { auth: 'host' }), ...routes('/api/console', { auth: 'console', roles: admins })],
};
