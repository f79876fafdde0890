import './zod-setup';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@/lib/domain/webhooks';
import { addressId, addressNumber, wholeNumber } from './fields';

// Webhooks (docs/webhooks.md): the host API (/api/host/webhooks) and the console's
// (/api/console/webhooks) take and answer the same shapes.

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

// POST …/webhooks — an endpoint: an http(s) URL and the event types it wants (each once).
export const webhookCreateSchema = z.strictObject({
  // A host name as DNS allows it (labels of 1–63 letters, digits and hyphens, 253 characters in
  // all) or an IPv6 address in brackets; which addresses may be reached is judged after this.
  url: z
    .url({
      protocol: /^https?$/,
      hostname: /^(?:(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i,
    })
    .max(2000),
  events: z
    .array(webhookEventTypeSchema)
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'Jeder Ereignistyp höchstens einmal.'),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookIdParamSchema = z.object({ id: addressId() });

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Only the answer to the registration carries the secret: it is never shown again. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const webhookDeliveriesQuerySchema = z.object({
  /** The `next_cursor` of the page before; absent for the newest page. */
  cursor: addressNumber(
    wholeNumber()
      .positive()
      .max(2 ** 53 - 1),
  ).optional(),
  limit: addressNumber(wholeNumber().min(1).max(100)).default(20),
});

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The HTTP status; null when no answer came (refused address, connection error, timeout). */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: webhookEventTypeSchema,
  state: z.enum(['pending', 'delivered', 'failed', 'canceled']),
  created_at: z.string(),
  /** When the next attempt is due (pending only). */
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Every attempt, oldest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ items: z.array(webhookDeliverySchema), next_cursor: z.number().nullable() });
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;
