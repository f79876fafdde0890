import 'server-only';

type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown; errors?: unknown[] };

/** True when err (or what it wraps: drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError | undefined, depth++) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
  }
  return false;
}

// Socket errors of a connection that could not be made or was lost.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (class 08 below).
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
// What pg and pg-pool say when a connection ends, times out, or cannot be had in time.
const LOST =
  /connection terminated|connection timeout|timeout expired|timeout exceeded when trying to connect|not queryable|query read timeout|connect ETIMEDOUT/i;

function unavailableHere(e: PgError): boolean {
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SERVER_GONE.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  return typeof e.message === 'string' && LOST.test(e.message);
}

/**
 * True when err (or what it wraps) says the database cannot be reached right now: the request
 * answers 503 SERVICE_UNAVAILABLE, not 500 (docs/reliability.md, "Faults").
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as PgError | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as PgError | undefined, depth++) {
    if (unavailableHere(e)) return true;
    // Node reports a refused connection to several addresses as an AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => inner && typeof inner === 'object' && unavailableHere(inner as PgError))) return true;
  }
  return false;
}
