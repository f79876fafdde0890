import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pathPattern } from '@/lib/domain/path-pattern';

// The operations log (docs/operations.md, "Logs"): JSON lines on stdout with pino — one per
// request (method, route pattern, status, duration, request id) and one per job run. No query
// string, header or body is logged, so collector tokens, SSO pairs, passwords and personal data
// never reach it; errors pass through `redact` where they are logged.

const holder = globalThis as { raeppliLog?: Logger };

/** The process's logger (LOG_LEVEL, default info; `silent` in the unit tests). */
export function log(): Logger {
  holder.raeppliLog ??= pino({ level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'), base: { pid: process.pid } });
  return holder.raeppliLog;
}

/** Replaces the logger (tests write to a stream of their own). */
export function replaceLogger(level: string, stream: DestinationStream): Logger {
  holder.raeppliLog = pino({ level, base: { pid: process.pid } }, stream);
  return holder.raeppliLog;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request id: the caller's X-Request-Id when it is a plain token of 8–64 characters, else a new one. */
export function requestId(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route pattern the API matched for a request (set by the Hono app), by request. */
const routes = new WeakMap<IncomingMessage, string>();
export function noteRoute(req: IncomingMessage | undefined, route: string) {
  if (req) routes.set(req, route);
}

/** A page's path as a pattern (ids as `:id`, a token in the path as `:token`, no query), at most 200 characters. */
export const pagePattern = (url: string | undefined): string => pathPattern(url ?? '/').slice(0, 200);

/**
 * One log line when the response is finished (or the client went away): the request id is sent
 * back as X-Request-Id.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  const id = requestId(req.headers['x-request-id']);
  res.setHeader('X-Request-Id', id);
  // 'close' comes once, after the response was sent or when the client went away first. Next adds
  // its own listeners to the response; ours is one more, so the warning limit grows by one.
  res.setMaxListeners(res.getMaxListeners() + 1);
  res.once('close', () =>
    log().info(
      {
        req_id: id,
        method: req.method,
        route: routes.get(req) ?? pagePattern(req.url),
        status: res.writableFinished ? res.statusCode : 499,
        duration_ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    ),
  );
}

/**
 * Runs one job and logs one line for it: its name, how long it took and what it reports (counts,
 * never member data); a failure is logged and reported by `onError`. `quiet` jobs (the
 * leaderboard's fold, every second) log at debug level when they had nothing to do.
 */
export async function runJob<T extends Record<string, unknown> | void>(
  job: string,
  work: () => Promise<T>,
  onError: (err: unknown) => void,
  quiet?: (result: T) => boolean,
): Promise<void> {
  const started = performance.now();
  const duration = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const result = await work();
    const fields = { job, duration_ms: duration(), ok: true, ...(result ?? {}) };
    if (quiet?.(result)) log().debug(fields, 'job');
    else log().info(fields, 'job');
  } catch (err) {
    log().error({ job, duration_ms: duration(), ok: false, error: err instanceof Error ? err.name : 'Error' }, 'job');
    onError(err);
  }
}
