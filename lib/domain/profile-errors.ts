import { isAppPlatform, type Platform } from './platform';

// The profile's errors (docs/product.md §13.4): what a member reads when saving personal data,
// the password or the avatar fails. Most are the server's own German text; the others are ours.

export type ProfileProblem =
  /** the server's German message says it (a rule, a taken username, not signed in …) */
  | 'server'
  /** too many wrong passwords: wait, the answer says how long */
  | 'rateLimited'
  /** the server was not reached */
  | 'noConnection'
  /** the server failed (5xx): saving did not work, try again */
  | 'saveFailed'
  /** the page's code and the server disagree about the request: an old app … */
  | 'appOutdated'
  /** … or an old script in the browser's cache */
  | 'scriptOutdated'
  /** an answer we cannot read */
  | 'unknown';

/**
 * Refusals that only a client speaking an older API gets (a body the server no longer reads, a
 * route or method that is gone): the page is outdated, not the member's input.
 */
const OUTDATED = new Set(['BAD_REQUEST', 'INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'METHOD_NOT_ALLOWED', 'NOT_FOUND']);

export function profileProblem(error: { status: number; code: string }, platform: Platform): ProfileProblem {
  if (error.code === 'NETWORK_ERROR') return 'noConnection';
  if (error.code === 'RATE_LIMITED') return 'rateLimited';
  if (OUTDATED.has(error.code)) return isAppPlatform(platform) ? 'appOutdated' : 'scriptOutdated';
  if (error.code === 'UNKNOWN') return error.status >= 500 ? 'saveFailed' : 'unknown';
  if (error.status >= 500) return 'saveFailed';
  return 'server';
}

/** Whole minutes to wait for a 429's retry_after seconds (at least one). */
export const waitMinutes = (seconds: unknown) => Math.max(1, Math.ceil((typeof seconds === 'number' && seconds > 0 ? seconds : 60) / 60));
