import 'server-only';

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** True when err (or what it wraps: drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError | undefined, depth++) {
    if (e.code === '23505') return !constraint || e.constraint === constraint;
  }
  return false;
}
