import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse, type Replay } from '@/lib/server/services/idempotency';

/**
 * Runs a write once per (scope, key) in one transaction: a retry with the same body gets the first
 * response, another body → 422, and an error rolls everything back (the key included).
 */
export function idempotent<T>(db: Db, scope: string, key: string, body: unknown, work: (tx: Db) => Promise<T>, status = 200): Promise<Replay> {
  const hash = requestHash(body);
  return db.transaction(async (tx) => {
    const replay = await claimIdempotencyKey(tx, scope, key, hash);
    if (replay) return replay;
    const response = await work(tx);
    await storeIdempotentResponse(tx, scope, key, status, response);
    return { status, response };
  });
}
