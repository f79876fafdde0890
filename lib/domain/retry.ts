// docs/product.md §13.1: generic HTTP retry statuses.
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export const isRetryStatus = (status: number) => RETRY_STATUSES.has(status);

/** Exponential backoff with full jitter: attempt 0 → up to base, 1 → up to 2·base, … capped. */
export function backoffDelay(attempt: number, baseMs = 300, capMs = 5000, random: () => number = Math.random) {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}
