import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Webhooks (docs/webhooks.md): the host's endpoints, the outbox of events (written in the
// transaction of the change they report), one delivery per event and endpoint, and every attempt.

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Deleting keeps the row (the attempt history points to it); no new deliveries from then on.
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const webhookEvents = pgTable(
  'webhook_events',
  {
    // `evt_` and 32 hex digits: receivers drop a repeated delivery by it.
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    // The whole body sent: {id, type, created_at, data}.
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created_at_idx').on(t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id),
    // pending → delivered | failed (24 hours without a 2xx) | canceled (the endpoint was deleted)
    state: text('state').$type<'pending' | 'delivered' | 'failed' | 'canceled'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A sender's claim (any instance): nobody else sends it before this time.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_uq').on(t.eventId, t.endpointId),
    // The due-delivery query: pending ones by their time.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    // The HTTP status, or null when no answer came (refused address, connection error, timeout).
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
