// The one catalogue of API error codes: HTTP status here, German text in messages/de.json
// under `errors.<CODE>`. Client and server both import it.
export const errorCatalogue = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNKNOWN_STEP: 400,
  MISSING_COLLECTOR_TOKEN: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_HASH_TOKEN: 401,
  FORBIDDEN: 403,
  ANONYMOUS_NOT_ALLOWED: 403,
  COLLECTOR_NOT_FOUND: 404,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  OPTED_OUT: 409,
  INSUFFICIENT_FUNDS: 409,
  ALREADY_IDENTIFIED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown };
};

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, code);
