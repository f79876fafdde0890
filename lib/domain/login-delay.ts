// The sign-in throttle per account (docs/console.md and docs/sso.md, "Throttle"): from any address
// an account's failures slow its answers down instead of locking it, so a stranger who knows the
// name cannot lock its owner out, while guessing stays slow. One rule for the console and our SSO.

export const LOGIN_DELAY = {
  /** Failures within the window that cost nothing. */
  freeFailures: 5,
  windowMs: 15 * 60_000,
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
} as const;

export type LoginDelayRule = { freeFailures: number; windowMs: number; firstDelayMs: number; maxDelayMs: number };

/** How long after its last failure an account is answered again, given its failures in the window: 0, …, 1 s, 2 s, 4 s … capped. */
export function loginDelayMs(failures: number, rule: LoginDelayRule = LOGIN_DELAY): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(failures - rule.freeFailures, 30));
}

/** Whole seconds until the account is answered again (0: now), for Retry-After. */
export function loginRetryAfter(failures: number, lastFailureAt: Date | null, now: Date, rule: LoginDelayRule = LOGIN_DELAY): number {
  if (!lastFailureAt) return 0;
  const wait = lastFailureAt.getTime() + loginDelayMs(failures, rule) - now.getTime();
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}
