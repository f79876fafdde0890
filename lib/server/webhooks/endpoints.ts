import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { WebhookCreate, WebhookCreated, WebhookDeliveries, WebhookEndpoint } from '@/lib/contracts/webhooks';
import type { WebhookEventType } from '@/lib/domain/webhooks';
import type { Db } from '@/lib/server/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { newWebhookSecret } from '@/lib/server/crypto/webhook-signature';
import { refusedTarget } from './address';

// The host's webhook endpoints (docs/webhooks.md): registered through the host API or the console,
// listed without their secrets, deleted softly (the attempt history stays).

type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** More of the same write in its transaction (the console's audit row). */
type Also = (tx: Db, endpoint: EndpointRow) => Promise<void>;

const endpointJson = (e: EndpointRow): WebhookEndpoint => ({
  id: e.id,
  url: e.url,
  events: e.events as WebhookEventType[],
  created_at: e.createdAt.toISOString(),
});

/** Registers an endpoint; a target on a refused address → 422 WEBHOOK_URL_REFUSED (unless WEBHOOK_ALLOW_PRIVATE). */
export async function registerEndpoint(db: Db, config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE'>, body: WebhookCreate, alsoTx?: Also): Promise<WebhookCreated> {
  const url = new URL(body.url);
  if (config.WEBHOOK_ALLOW_PRIVATE !== 'true' && (await refusedTarget(url))) throw new ApiError('WEBHOOK_URL_REFUSED');
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(webhookEndpoints).values({ url: url.toString(), events: body.events, secret }).returning();
    await alsoTx?.(tx, created!);
    return created!;
  });
  return { ...endpointJson(row), secret };
}

export async function listEndpoints(db: Db): Promise<{ items: WebhookEndpoint[] }> {
  const rows = await db.select().from(webhookEndpoints).where(isNull(webhookEndpoints.deletedAt)).orderBy(asc(webhookEndpoints.id));
  return { items: rows.map(endpointJson) };
}

/** Deletes an endpoint: no new deliveries, pending ones cancelled; its history stays readable. */
export async function deleteEndpoint(db: Db, id: number, alsoTx?: Also): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ deletedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt)))
      .returning();
    if (!row) throw new ApiError('WEBHOOK_NOT_FOUND');
    await tx
      .update(webhookDeliveries)
      .set({ state: 'canceled', claimedUntil: null })
      .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.state, 'pending')));
    await alsoTx?.(tx, row);
  });
}

/** An endpoint's deliveries, newest first, each with its attempts (a deleted endpoint's too). */
export async function endpointDeliveries(db: Db, id: number, q: { limit: number; cursor?: number }): Promise<WebhookDeliveries> {
  const [endpoint] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw new ApiError('WEBHOOK_NOT_FOUND');
  const rows = await db
    .select({ d: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, id), q.cursor ? lt(webhookDeliveries.id, q.cursor) : undefined))
    .orderBy(desc(webhookDeliveries.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const ids = page.map((r) => r.d.id);
  const attempts = ids.length ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(asc(webhookAttempts.id)) : [];
  return {
    items: page.map(({ d, type }) => ({
      id: d.id,
      event_id: d.eventId,
      event_type: type as WebhookEventType,
      state: d.state,
      created_at: d.createdAt.toISOString(),
      next_attempt_at: d.state === 'pending' ? d.nextAttemptAt.toISOString() : null,
      delivered_at: d.deliveredAt?.toISOString() ?? null,
      attempts: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({ at: a.at.toISOString(), status: a.status, error: a.error, duration_ms: a.durationMs })),
    })),
    next_cursor: rows.length > q.limit ? page[page.length - 1]!.d.id : null,
  };
}
