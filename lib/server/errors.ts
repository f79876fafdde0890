import 'server-only';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '@/lib/contracts/errors';
import messages from '@/messages/de.json';

/** Thrown by services and the wrapper; becomes `{error:{code,message}}` with the catalogue status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    message?: string,
  ) {
    super(message ?? messages.errors[code]);
  }
  get status(): ContentfulStatusCode {
    return errorCatalogue[this.code] as ContentfulStatusCode;
  }
}

export function errorBody(code: ErrorCode, details?: unknown, message?: string): ApiErrorBody {
  return { error: { code, message: message ?? messages.errors[code], ...(details === undefined ? {} : { details }) } };
}

export function errorResponse(c: Context, err: ApiError) {
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(err.code, err.details, err.message), err.status);
}
