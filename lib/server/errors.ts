import 'server-only';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '@/lib/contracts/errors';
import messages from '@/messages/de.json';
import { serverText } from './texts';

type LimitDetails = { by?: 'period' | 'participation'; redeemable?: number; limit?: number | null; period?: keyof typeof messages.rewards.limitPeriod | null; participation_limit?: number | null };

/**
 * The German text of an error; ALREADY_ORDERED names the limit that was reached ("Einlösbar: 1-mal
 * pro Monat." or "Einlösbar: insgesamt 3-mal, noch 1-mal.").
 */
export function errorText(code: ErrorCode, details?: unknown): string {
  const message = messages.errors[code];
  if (code !== 'ALREADY_ORDERED' || !details || typeof details !== 'object') return message;
  const d = details as LimitDetails;
  if (d.by === 'participation' && d.participation_limit) {
    return d.redeemable
      ? serverText('rewards.alreadyOrderedTotalLeft', { message, limit: d.participation_limit, left: d.redeemable })
      : serverText('rewards.alreadyOrderedTotal', { message, limit: d.participation_limit });
  }
  if (d.limit && d.period) return serverText('rewards.alreadyOrderedPeriod', { message, count: d.limit, period: messages.rewards.limitPeriod[d.period] });
  return message;
}

/** Thrown by services and the wrapper; becomes `{error:{code,message}}` with the catalogue status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    message?: string,
  ) {
    super(message ?? errorText(code, details));
  }
  get status(): ContentfulStatusCode {
    return errorCatalogue[this.code] as ContentfulStatusCode;
  }
}

export function errorBody(code: ErrorCode, details?: unknown, message?: string): ApiErrorBody {
  return { error: { code, message: message ?? errorText(code, details), ...(details === undefined ? {} : { details }) } };
}

export function errorResponse(c: Context, err: ApiError) {
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(err.code, err.details, err.message), err.status);
}
