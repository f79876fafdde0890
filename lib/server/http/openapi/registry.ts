import 'server-only';
import { z } from 'zod';
import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { errorCatalogue, type ErrorCode } from '@/lib/contracts/errors';
import { optionalIdempotencyHeaderSchema } from '@/lib/contracts/rewards';
import type { StaffRole } from '@/lib/contracts/console';
import type { Auth } from '../wrapper';

// How a route is described in the API reference (GET /api/openapi.json). One file per route group
// beside the routes (health.ts, member.ts, …) lists its routes; document.ts puts the groups together.
// How to document a new route: docs/api.md, "The reference".

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type MediaType = 'application/json' | 'text/html' | 'text/css' | 'text/javascript' | 'text/csv' | 'image/webp';

/** A success answer: JSON by its contract schema (the default), or other media types (the reference page); `noContent` for a 204. */
export type Success = { description: string; schema: z.ZodType; mediaTypes?: MediaType[] };

/** A 204: no body at all. */
export const noContent = (description: string): Success => ({ description, schema: z.null(), mediaTypes: [] });

/**
 * One route. `auth`, `optionalMember`, `roles`, `sameOrigin`, `params`, `query` and `body` are the
 * handler's own (`handle({…})`, the same schema objects): test/api/openapi.test.ts compares them.
 * `auth: 'none'` is a route outside the wrapper (the probes).
 */
export type RouteDoc = {
  method: Method;
  /** The full Hono path, e.g. `/api/rewards/:id`. */
  path: string;
  /** One line in English. */
  summary: string;
  description?: string;
  auth: Auth | 'none';
  optionalMember?: boolean;
  roles?: readonly StaffRole[];
  sameOrigin?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data body the handler reads itself (an upload), not the wrapper's JSON `body`. */
  form?: z.ZodType;
  /** The media types `form` comes in (default multipart/form-data only): /sso/update/user takes form data or JSON. */
  formTypes?: readonly (
    'multipart/form-data' | 'application/x-www-form-urlencoded' | 'application/json' | 'application/csp-report' | 'application/reports+json'
  )[];
  headers?: z.ZodObject;
  /** As the handler's spec says (wrapper.ts): 'own' routes document their key themselves. */
  idempotency?: 'own' | 'none';
  /** Overrides the security the auth mode implies (e.g. a public route that needs the token). */
  security?: Record<string, string[]>[];
  /** Every status the route answers other than errors, by contract schema. */
  responses: Record<number, Success>;
  /** The error codes only this route answers; those of its auth mode and inputs are added. */
  errors?: readonly ErrorCode[];
};

/** A group of routes: one tag in the reference. */
export type RouteGroup = { tag: string; description: string; routes: RouteDoc[] };

/** Hono's `/rewards/:id` as OpenAPI's `/rewards/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

const pair = { collectorToken: [], ssoPair: [], ssoPairToken: [] };

/** Who may call, in OpenAPI terms (the schemes are in document.ts). */
export function securityOf(route: RouteDoc): Record<string, string[]>[] {
  if (route.security) return route.security;
  switch (route.auth) {
    case 'none':
      return [];
    case 'public':
      // The SSO pair is judged too when a member is given (the detail's `redeem`).
      return route.optionalMember ? [{}, { collectorToken: [] }, pair] : [];
    case 'member':
      return [{ collectorToken: [] }];
    case 'member-sso':
      return [pair];
    case 'host':
      return [{ hostBearer: [] }];
    case 'console':
      return [{ consoleSession: [] }];
  }
}

/** A write the wrapper runs once per Idempotency-Key when it carries one (wrapper.ts `keyOwner`). */
export const takesOptionalKey = (route: RouteDoc) =>
  route.method !== 'get' && !route.idempotency && (route.auth === 'host' || route.auth === 'member' || route.auth === 'member-sso' || route.auth === 'console');

/** The error codes a route can answer: its own, plus those of the wrapper for its auth mode and inputs. */
export function errorCodesOf(route: RouteDoc): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors ?? []);
  if (takesOptionalKey(route)) ['MISSING_IDEMPOTENCY_KEY', 'IDEMPOTENCY_KEY_REUSED'].forEach((c) => codes.add(c as ErrorCode));
  // Every member write is rate-limited (docs/reliability.md, "Rate limits").
  if (route.method !== 'get' && (route.auth === 'member' || route.auth === 'member-sso')) codes.add('RATE_LIMITED');
  const takesInput = Boolean(route.params || route.query || route.body || route.optionalMember || (route.auth !== 'public' && route.auth !== 'none'));
  if (route.auth !== 'none' && takesInput) codes.add('BAD_REQUEST');
  // A token merged into an account acts for nobody (wrapper.ts `memberOf`, docs/sso.md).
  if (route.auth === 'member' || route.auth === 'member-sso')
    ['MISSING_COLLECTOR_TOKEN', 'COLLECTOR_NOT_FOUND', 'COLLECTOR_MERGED'].forEach((c) => codes.add(c as ErrorCode));
  if (route.auth === 'member-sso') ['ANONYMOUS_NOT_ALLOWED', 'MISSING_HASH_TOKEN', 'INVALID_HASH_TOKEN'].forEach((c) => codes.add(c as ErrorCode));
  if (route.auth === 'public' && route.optionalMember) ['COLLECTOR_NOT_FOUND', 'COLLECTOR_MERGED'].forEach((c) => codes.add(c as ErrorCode));
  if (route.auth === 'host') codes.add('UNAUTHORIZED');
  if (route.auth === 'console') {
    codes.add('CONSOLE_SESSION_REQUIRED');
    if (route.roles) codes.add('FORBIDDEN');
    if (route.method !== 'get') codes.add('ORIGIN_REFUSED');
  }
  if (route.sameOrigin) codes.add('ORIGIN_REFUSED');
  // Every wrapper route refuses an unknown query parameter, and one without a body a body (docs/api.md, "Validation").
  if (route.auth !== 'none') codes.add('VALIDATION_FAILED');
  if (route.auth !== 'none' && !route.body && !route.form) codes.add('BODY_NOT_ALLOWED');
  if (route.body) ['INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'].forEach((c) => codes.add(c as ErrorCode));
  codes.add('INTERNAL_ERROR');
  // The database cannot be reached (docs/reliability.md, "Faults"); the probes answer without it.
  if (route.auth !== 'none') codes.add('SERVICE_UNAVAILABLE');
  return [...codes];
}

/** The error envelope for some codes: `{error: {code, message, details?}}`. */
export function errorEnvelope(codes: readonly [ErrorCode, ...ErrorCode[]]) {
  return z.object({
    error: z.object({
      code: z.enum(codes),
      /** German, from messages/de.json `errors.<CODE>`. */
      message: z.string(),
      /** VALIDATION_FAILED, MISSING_FIELDS, ALREADY_ORDERED, RAFFLE_OVER_ADVENT and INSUFFICIENT_FUNDS_* only. */
      details: z.unknown().optional(),
    }),
  });
}

/** What a route answers, by status: the schema each body must match and the codes of the errors. */
export type Answer = { description: string; mediaTypes: MediaType[]; schema: z.ZodType; codes: ErrorCode[] };

const answers = new WeakMap<RouteDoc, Map<number, Answer>>();

/** Every status of a route with its schema (the same objects the document is generated from). */
export function answersOf(route: RouteDoc): Map<number, Answer> {
  const known = answers.get(route);
  if (known) return known;
  const byStatus = new Map<number, Answer>();
  for (const [status, success] of Object.entries(route.responses)) {
    byStatus.set(Number(status), {
      description: success.description,
      mediaTypes: success.mediaTypes ?? ['application/json'],
      schema: success.schema,
      codes: [],
    });
  }
  const errorsByStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = errorCatalogue[code];
    errorsByStatus.set(status, [...(errorsByStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of errorsByStatus) {
    const envelope = errorEnvelope(codes as [ErrorCode, ...ErrorCode[]]);
    const success = byStatus.get(status);
    const description = codes.map((c) => `\`${c}\``).join(', ');
    byStatus.set(
      status,
      success
        ? { ...success, description: `${success.description}; or ${description}`, schema: z.union([success.schema, envelope]), codes }
        : { description, mediaTypes: ['application/json'], schema: envelope, codes },
    );
  }
  const sorted = new Map([...byStatus].sort(([a], [b]) => a - b));
  answers.set(route, sorted);
  return sorted;
}

/** The route as zod-to-openapi registers it. */
export function routeConfig(route: RouteDoc, tag: string): RouteConfig {
  const responses: RouteConfig['responses'] = {};
  for (const [status, answer] of answersOf(route)) {
    const content = Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: answer.schema }]));
    responses[String(status)] = answer.mediaTypes.length ? { description: answer.description, content } : { description: answer.description };
  }
  return {
    method: route.method,
    path: openApiPath(route.path),
    tags: [tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: securityOf(route),
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.headers ? { headers: route.headers } : takesOptionalKey(route) ? { headers: optionalIdempotencyHeaderSchema } : {}),
      ...(route.body
        ? {
            body: {
              // An empty body counts as {}: required only when {} does not pass.
              required: !route.body.safeParse({}).success,
              content: { 'application/json': { schema: route.body } },
            },
          }
        : {}),
      ...(route.form
        ? { body: { required: true, content: Object.fromEntries((route.formTypes ?? ['multipart/form-data']).map((type) => [type, { schema: route.form! }])) } }
        : {}),
    },
    responses,
  };
}
