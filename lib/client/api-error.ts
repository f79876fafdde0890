import type { ErrorCode } from '@/lib/contracts/errors';

/** A failed API call as the browser sees it; `message` is the server's German text. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN',
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}
