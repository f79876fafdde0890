import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { execRows } from '@/lib/server/db/raw';
import type { WebhookEventType } from '@/lib/domain/webhooks';

// Emitting from TypeScript: the same database functions the SQL paths call
// (lib/server/db/functions/80-webhooks.sql), in the caller's transaction `tx`. Nothing is written
// when no endpoint wants the type (docs/webhooks.md, "Events").

/** One event with `data`; a collector's id adds collector_token, user_id and username. Returns its id or null. */
export async function emitEvent(tx: Db, type: WebhookEventType, data: Record<string, unknown>, collectorId: number | null = null): Promise<string | null> {
  const [row] = await execRows<{ id: string | null }>(tx, sql`select raeppli_emit(${type}, ${collectorId}::bigint, ${JSON.stringify(data)}::jsonb) as id`);
  return row?.id ?? null;
}

/** One event per order (order.created, order.state_changed, raffle.won): the order's fields and `extra`. */
export async function emitOrderEvents(tx: Db, type: WebhookEventType, orderIds: readonly number[], extra: Record<string, unknown> = {}) {
  if (orderIds.length === 0) return;
  const ids = `{${orderIds.map((id) => Math.trunc(id)).join(',')}}`;
  await tx.execute(
    sql`select raeppli_emit_order(${type}, o, ${JSON.stringify(extra)}::jsonb) from unnest(${ids}::bigint[]) with ordinality as t(o, n) order by n`,
  );
}

/** member.level_up when lifetime earned crossed a level's threshold (identified members only). */
export async function emitLevelUp(tx: Db, collectorId: number, before: number, after: number) {
  await tx.execute(sql`select raeppli_emit_level_up(${collectorId}::bigint, ${before}::bigint, ${after}::bigint)`);
}
