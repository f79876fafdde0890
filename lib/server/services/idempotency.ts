import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { idempotentRequests } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';

/** JSON with sorted keys, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export type Replay = { status: number; response: unknown };

/**
 * Inside a transaction: claims (scope, key) for this request. The first request owns the key; a
 * concurrent one with the same key waits on the unique index until the owner commits, then gets
 * its stored response. The same key with another body → 422. If the owner rolls back (an error),
 * the key is free again, so a failed request changes nothing.
 */
export async function claimIdempotencyKey(tx: Db, scope: string, key: string, hash: string): Promise<Replay | null> {
  const claimed = await tx
    .insert(idempotentRequests)
    .values({ scope, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length) return null;
  const [row] = await tx
    .select()
    .from(idempotentRequests)
    .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)))
    .limit(1);
  if (!row || row.requestHash !== hash) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  if (row.status === null) throw new ApiError('CONFLICT');
  return { status: row.status, response: row.response };
}

export async function storeIdempotentResponse(tx: Db, scope: string, key: string, status: number, response: unknown) {
  await tx
    .update(idempotentRequests)
    .set({ status, response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
}
