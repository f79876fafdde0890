import 'server-only';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { execRows } from '@/lib/server/db/raw';
import { nextAttemptAt } from '@/lib/domain/webhooks';
import { signWebhook } from '@/lib/server/crypto/webhook-signature';
import { runJob } from '@/lib/server/log';
import { guardedLookup, hostOf, isBlockedAddress, RefusedAddressError } from './address';

// Delivery (docs/webhooks.md, "Several instances"): every instance runs it; a due delivery is claimed in the
// database (FOR UPDATE SKIP LOCKED, then a lease), so two instances never send it at the same time.

/** A target has this long to answer (connect, send, status line). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claim outlasts a send that times out, and its bookkeeping. */
export const CLAIM_LEASE_MS = 60_000;
/** Deliveries claimed (and sent side by side) per run. */
export const WEBHOOK_BATCH = 20;
const USER_AGENT = 'Raeppli-Webhooks/1';

type Due = {
  id: number | string;
  attempts: number;
  event_id: string;
  type: string;
  body: string;
  event_created_at: Date | string;
  url: string;
  secret: string;
  deleted: boolean;
};
type Outcome = { status: number | null; error: string | null; durationMs: number };

/** Claims up to `limit` due deliveries for this run: nobody else sends them before the lease ends. */
async function claimDue(db: Db, now: Date, limit: number): Promise<Due[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  return execRows<Due>(
    db,
    sql`with claimed as (
          update webhook_deliveries d set claimed_until = ${until}::timestamptz
           where d.id in (select id from webhook_deliveries
                           where state = 'pending' and next_attempt_at <= ${at}::timestamptz
                             and (claimed_until is null or claimed_until <= ${at}::timestamptz)
                           order by next_attempt_at, id
                           limit ${limit}
                           for update skip locked)
          returning d.id, d.attempts, d.event_id, d.endpoint_id)
        select c.id, c.attempts, e.id as event_id, e.type, e.payload::text as body, e.created_at as event_created_at,
               p.url, p.secret, p.deleted_at is not null as deleted
          from claimed c
          join webhook_events e on e.id = c.event_id
          join webhook_endpoints p on p.id = c.endpoint_id
         order by c.id`,
  );
}

/** One POST of the body, signed; no redirects followed (a 3xx is a failure), nothing read past the status. */
export function sendWebhook(target: { url: string; secret: string; eventId: string; type: string; body: string }, allowPrivate: boolean): Promise<Outcome> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): Outcome => ({ status, error, durationMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return Promise.resolve(done(null, 'invalid URL'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(done(null, 'only http and https'));
  const host = hostOf(url);
  if (!allowPrivate && (host === 'localhost' || (isIP(host) && isBlockedAddress(host)))) return Promise.resolve(done(null, `address refused (${host})`));
  const unix = Math.floor(Date.now() / 1000);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(target.body)),
    'User-Agent': USER_AGENT,
    'Raeppli-Event-Id': target.eventId,
    'Raeppli-Event-Type': target.type,
    'Raeppli-Signature': signWebhook(target.secret, unix, target.body),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const finish = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(o);
    };
    const req = send(url, { method: 'POST', headers, agent: false, lookup: allowPrivate ? undefined : guardedLookup }, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      res.resume();
      res.on('error', () => undefined);
      finish(done(status, status >= 200 && status < 300 ? null : `HTTP ${status}`));
      // The status is all we need: the rest of a slow answer does not hold the run.
      res.destroy();
    });
    // One deadline for connecting, sending and the status line.
    const deadline = setTimeout(() => {
      finish(done(null, `timeout after ${WEBHOOK_TIMEOUT_MS / 1000} s`));
      req.destroy();
    }, WEBHOOK_TIMEOUT_MS);
    req.on('error', (err: NodeJS.ErrnoException) => {
      const reason =
        err instanceof RefusedAddressError || (err as { code?: string }).code === 'WEBHOOK_ADDRESS_REFUSED'
          ? `address refused (${(err as RefusedAddressError).address})`
          : (err.code ?? err.message);
      finish(done(null, reason));
    });
    req.end(target.body);
  });
}

/** Records an attempt and what follows: delivered, another try later, or given up. */
async function record(db: Db, d: Due, o: Outcome, now: Date): Promise<'delivered' | 'retry' | 'failed'> {
  const ok = o.status !== null && o.status >= 200 && o.status < 300;
  const attempts = d.attempts + 1;
  const next = ok ? null : nextAttemptAt(attempts, now, new Date(d.event_created_at));
  const state = ok ? 'delivered' : next ? 'pending' : 'failed';
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into webhook_attempts (delivery_id, at, status, error, duration_ms)
                         values (${d.id}::bigint, ${at}::timestamptz, ${o.status}::integer, ${o.error}, ${o.durationMs}::integer)`);
    // A delivery cancelled meanwhile (its endpoint deleted) stays cancelled.
    await tx.execute(sql`update webhook_deliveries
                            set attempts = attempts + 1, last_status = ${o.status}::integer, last_error = ${o.error}, claimed_until = null,
                                state = case when state = 'pending' then ${state} else state end,
                                next_attempt_at = coalesce(${next?.toISOString() ?? null}::timestamptz, next_attempt_at),
                                delivered_at = case when ${ok}::boolean then ${at}::timestamptz else delivered_at end
                          where id = ${d.id}::bigint`);
  });
  return ok ? 'delivered' : next ? 'retry' : 'failed';
}

export type DeliveryRun = { claimed: number; delivered: number; retry: number; failed: number; canceled: number };

/**
 * Sends what is due at `now`: claims a batch, sends each (side by side), records every attempt.
 * At least once: a crash between a send and its record sends it again after the lease.
 */
export async function deliverDueWebhooks(db: Db, config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE'>, now = new Date(), limit = WEBHOOK_BATCH): Promise<DeliveryRun> {
  const due = await claimDue(db, now, limit);
  const run: DeliveryRun = { claimed: due.length, delivered: 0, retry: 0, failed: 0, canceled: 0 };
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE === 'true';
  await Promise.all(
    due.map(async (d) => {
      if (d.deleted) {
        await db.execute(sql`update webhook_deliveries set state = 'canceled', claimed_until = null where id = ${d.id}::bigint and state = 'pending'`);
        run.canceled++;
        return;
      }
      const outcome = await sendWebhook({ url: d.url, secret: d.secret, eventId: d.event_id, type: d.type, body: d.body }, allowPrivate);
      run[await record(db, d, outcome, now)]++;
    }),
  );
  return run;
}

/**
 * The sender of one process: a run every `WEBHOOK_INTERVAL_MS` (none when 0); a run still going
 * is not joined by the next tick. `stop()` ends the ticks and resolves when the run under way has
 * recorded what it sent: a shutdown that closed the database first would leave sent deliveries
 * claimed but unrecorded, and they would be sent again after the lease.
 */
export function startWebhookJob(
  db: Db,
  config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE' | 'WEBHOOK_INTERVAL_MS'>,
  onError: (err: unknown) => void,
): { stop: () => Promise<void> } {
  if (config.WEBHOOK_INTERVAL_MS <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    // One log line per run; at debug level when nothing was due (docs/operations.md, "Logs").
    running = runJob(
      'webhooks',
      () => deliverDueWebhooks(db, config),
      onError,
      (r) => r.claimed === 0,
    ).finally(() => (running = null));
  }, config.WEBHOOK_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
