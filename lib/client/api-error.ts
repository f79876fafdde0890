import type { ErrorCode } from '@/lib/contracts/errors';
import { isRetryStatus } from '@/lib/domain/retry';

/**
 * A failed API call as the browser sees it. `message` is the server's German text; for
 * NETWORK_ERROR and UNKNOWN it is a technical note for the error report, never shown (see
 * apiErrorText).
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN',
    message: string,
    readonly path: string,
    /** The error's details from the server (e.g. missing fields, redeemable count), if any. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/**
 * What a member reads about a failed call: the server's German message; "no connection" when
 * the server was not reached; the general text for anything else (a proxy's 502, a bug).
 */
export function apiErrorText(error: unknown, texts: { noConnection: string; unexpected: string }): string {
  if (!(error instanceof ApiClientError)) return texts.unexpected;
  if (error.code === 'NETWORK_ERROR') return texts.noConnection;
  return error.code === 'UNKNOWN' ? texts.unexpected : error.message;
}

/** Whether asking again may help: the server was not reached, or answered a retry status (docs/product.md §13.1). */
export const isRetryable = (error: unknown) => error instanceof ApiClientError && (error.code === 'NETWORK_ERROR' || isRetryStatus(error.status));
