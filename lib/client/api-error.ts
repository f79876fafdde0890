import type { ErrorCode } from '@/lib/contracts/errors';

/** A failed API call as the browser sees it; `message` is the server's German text. */
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
