import 'server-only';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { IDEMPOTENCY_KEY } from '@/lib/contracts/rewards';
import { ApiError } from '@/lib/server/errors';
import { idem, type Answer } from '@/lib/server/money/idempotency';
import { moneyCall } from '@/lib/server/money/call';
import type { AppDeps, AppEnv } from './context';

// One idempotency style for every write (docs/api.md, "Idempotency"): the `Idempotency-Key`
// header, scoped per caller and endpoint, stored by the one engine (raeppli_claim/raeppli_answer).

/** The header that marks an answer given again for a key already seen. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The Idempotency-Key header, checked; undefined when the request has none. */
export function headerKey(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError('MISSING_IDEMPOTENCY_KEY');
  return key;
}

/**
 * The key of a write that must carry one and also takes it in the body (host events and
 * adjustments, from before the header): the header, the body field, or both when they agree.
 */
export function requiredKey(c: Context<AppEnv>, bodyKey: string | undefined): string {
  const header = headerKey(c);
  if (header !== undefined && bodyKey !== undefined && header !== bodyKey) throw new ApiError('IDEMPOTENCY_KEY_MISMATCH');
  const key = header ?? bodyKey;
  if (key === undefined) throw new ApiError('MISSING_IDEMPOTENCY_KEY');
  return key;
}

/** A money answer as JSON, marked when it is the first answer given again. */
export function answerJson(c: Context<AppEnv>, answer: Answer, headers: Record<string, string> = {}): Response {
  return c.json(answer.response as object, answer.status as 200, answer.replay ? { ...headers, [REPLAYED_HEADER]: 'true' } : headers);
}

/** Who a keyed write's keys belong to: the host, one member, one staff member. */
export type KeyOwner = { kind: 'host' } | { kind: 'member'; id: number } | { kind: 'staff'; id: number };

const ownerScope = (o: KeyOwner) => (o.kind === 'host' ? 'host' : `${o.kind}:${o.id}`);

/** A refusal the handler answered instead of throwing: it carries the answer out of the rolled-back transaction. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super(`refused with ${response.status}`);
  }
}

/**
 * A write without an engine of its own, run once per key: in one transaction the key is claimed
 * (a replay answers the stored answer), the handler runs on that transaction and its 2xx answer is
 * stored with it. An error — or a handler that answers a refusal (non-2xx) instead of throwing it —
 * rolls back all of it, the claim and the handler's writes included, so a refusal changes nothing
 * and the request may be retried. The scope is the caller and the route pattern:
 * `POST /api/host/orders/:id/state` with key K for order 1 and then for order 2 is the same scope
 * with another request → 422.
 */
export async function runOnce(
  c: Context<AppEnv>,
  deps: AppDeps,
  owner: KeyOwner,
  key: string,
  request: unknown,
  run: (deps: AppDeps) => Promise<Response> | Response,
): Promise<Response> {
  const claim = idem(`${ownerScope(owner)}:${c.req.method} ${routePath(c)}`, key, request);
  let answer;
  try {
    answer = await deps.db.transaction(async (tx) => {
      const replay = await moneyCall(tx, 'raeppli_claim', claim);
      if (replay) return { status: replay.status, response: replay.response, replay: true, fresh: null };
      const res = await run({ ...deps, db: tx });
      if (res.status < 200 || res.status >= 300) throw new Refused(res);
      const text = await res.clone().text();
      await moneyCall(tx, 'raeppli_answer', { idem: claim, status: res.status, response: text ? JSON.parse(text) : null });
      return { status: res.status, response: null, replay: false, fresh: res };
    });
  } catch (e) {
    if (e instanceof Refused) return e.response;
    throw e;
  }
  if (answer.fresh) return answer.fresh;
  const headers = { 'Cache-Control': 'no-store', [REPLAYED_HEADER]: 'true' };
  return answer.response === null ? c.body(null, answer.status as 204, headers) : c.json(answer.response as object, answer.status as 200, headers);
}
