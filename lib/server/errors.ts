import 'server-only';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '@/lib/contracts/errors';
import messages from '@/messages/de.json';
import { serverText } from './texts';

type LimitDetails = {
  by?: 'period' | 'participation';
  redeemable?: number;
  limit?: number | null;
  period?: keyof typeof messages.rewards.limitPeriod | null;
  participation_limit?: number | null;
};

type FundsDetails = { missing?: number; units?: number; unit_cost?: number; affordable?: number | null };

const number = new Intl.NumberFormat('de-AT');

/** How many Räppli are missing, and what the member's would buy (the redeem check's details). */
function insufficientText(code: ErrorCode, d: FundsDetails): string | null {
  const { missing, units = 1, unit_cost: unitCost = 0, affordable } = d;
  if (typeof missing !== 'number' || missing <= 0) return null;
  const n = (v: number) => number.format(v);
  if (code === 'INSUFFICIENT_FUNDS_REWARD') return serverText('rewards.insufficientReward', { missing: n(missing) });
  if (code === 'INSUFFICIENT_FUNDS_DONATION') {
    return affordable
      ? serverText('rewards.insufficientDonationMax', { missing: n(missing), affordable: n(affordable) })
      : serverText('rewards.insufficientDonation', { missing: n(missing) });
  }
  if (code !== 'INSUFFICIENT_FUNDS_TICKETS') return null;
  // Not even one ticket: what one would take; else what the asked-for tickets lack and how many there can be.
  if (units <= 1 || !affordable) return serverText('rewards.insufficientTicket', { missing: n(missing - (units - 1) * unitCost) });
  return serverText('rewards.insufficientTickets', { units: n(units), missing: n(missing), affordable: n(affordable) });
}

/**
 * The German text of an error; ALREADY_ORDERED names the limit that was reached ("Einlösbar: 1-mal
 * pro Monat." or "Einlösbar: insgesamt 3-mal, noch 1-mal."), a lack of Räppli how many are missing.
 */
export function errorText(code: ErrorCode, details?: unknown): string {
  const message = messages.errors[code];
  if (!details || typeof details !== 'object') return message;
  if (code.startsWith('INSUFFICIENT_FUNDS')) return insufficientText(code, details as FundsDetails) ?? message;
  if (code !== 'ALREADY_ORDERED') return message;
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

const hostTexts: Partial<Record<ErrorCode, string>> = messages.hostErrors;
const consoleTexts: Partial<Record<ErrorCode, string>> = messages.consoleErrors;

/**
 * What an error says: a text written for members ("…in deinen Prämien…") gives way, on the host
 * API (`/api/host/*`), to the host catalogue's for an integrator, and in the console
 * (`/api/console/*`) to the console catalogue's for the team (docs/api.md, "Errors").
 */
function messageFor(c: Context, err: ApiError): string {
  if (err.message !== errorText(err.code, err.details)) return err.message;
  const path = c.req.path;
  const reader = path.startsWith('/api/host/') ? hostTexts : path.startsWith('/api/console/') ? consoleTexts : {};
  return reader[err.code] ?? err.message;
}

export function errorResponse(c: Context, err: ApiError) {
  c.header('Cache-Control', 'no-store');
  // A throttle says when to try again (the console login, docs/console.md).
  const retryAfter = (err.details as { retry_after?: unknown } | undefined)?.retry_after;
  if (err.code === 'RATE_LIMITED' && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  return c.json(errorBody(err.code, err.details, messageFor(c, err)), err.status);
}
