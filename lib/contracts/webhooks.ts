import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@/lib/domain/webhooks';

// Webhooks (docs/webhooks.md): the host API (/api/host/webhooks) and the console's
// (/api/console/webhooks) take and answer the same shapes.

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

// POST …/webhooks — an endpoint: an http(s) URL and the event types it wants (each once).
export const webhookCreateSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  events: z
    .array(webhookEventTypeSchema)
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .refine((events) => new Set(events).size === events.length, 'Jeder Ereignistyp höchstens einmal.'),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 53 - 1) });

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
  cursor: z.coerce.number().int().positive().max(2 ** 53 - 1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
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
