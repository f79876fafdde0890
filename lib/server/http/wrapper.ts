import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { validationText } from '@/lib/contracts/zod-de';
import { ApiError } from '@/lib/server/errors';
import { requireMember, type Caller, type Collector, type Member } from '@/lib/server/services/collectors';
import { ssoPair } from '@/lib/server/services/credentials';
import { parseJsonBody, readBodyText } from './body';
import { headerKey, requiredKey, runOnce, type KeyOwner } from './idempotent';
import { rateLimit, subjectKey, type RatePolicy } from './rate-limit';
import { clientAddress } from './client-address';
import type { StaffRole } from '@/lib/contracts/console';
import { SESSION_COOKIE, sessionStaff } from '@/lib/server/console/sessions';
import type { StaffRow } from '@/lib/server/console/staff';
import type { AppDeps, AppEnv } from './context';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * Who may call a handler:
 * - public: anyone; with `optionalMember`, a collector_token given in the query is looked up too;
 * - member: a member by collector_token in the query;
 * - member-sso: a member who also shows the SSO pair (hash, token) of the address — spends and
 *   everything that changes what a member owns;
 * - host: the host's server, by `Authorization: Bearer API_KEY`;
 * - console: a signed-in staff member (session cookie) whose role the route allows; a request that
 *   changes something must come from our own origin (docs/console.md).
 * With `lookupInCall` (hot paths: the spends, GET /api/me) a member route's wrapper checks the
 * token's presence (and, for member-sso, the pair's hash) and hands the handler the `caller`; the
 * handler's one database call looks the member up (and judges the pair by the same rule,
 * raeppli_spender), so that the request stays one round trip.
 */
export type Auth = 'public' | 'member' | 'member-sso' | 'host' | 'console';

type Spec<A extends Auth, Q, B, P, L extends boolean> = {
  auth: A;
  query?: Q;
  body?: B;
  params?: P;
  optionalMember?: boolean;
  lookupInCall?: L;
  /** console: the roles allowed (admin always is); none given: every staff role. */
  roles?: readonly StaffRole[];
  /** A public route that still only takes requests from our own pages (the console login). */
  sameOrigin?: boolean;
  /**
   * A write's Idempotency-Key (docs/api.md, "Idempotency"): by default every host, member and
   * console write runs once per key when it carries one (`runOnce`); 'own': the handler passes the
   * key to its own money call (spends, events, adjustments); 'none': the route takes no key.
   */
  idempotency?: 'own' | 'none';
  /**
   * The rate limit (docs/reliability.md, "Rate limits"): every member write counts under
   * 'memberWrite' unless it names a policy of its own; other routes only when they name one.
   */
  rateLimit?: RatePolicy;
  /** The handler reads the body itself (uploads, the SSO's form posts); else a route without `body` takes none. */
  form?: boolean;
};

type Args<A extends Auth, Q, B, P, L extends boolean> = {
  c: Context<AppEnv>;
  deps: AppDeps;
  query: Out<Q>;
  body: Out<B>;
  params: Out<P>;
} & (L extends true
  ? { caller: Caller }
  : A extends 'console'
    ? { staff: StaffRow; sessionExpiresAt: Date }
    : A extends 'member' | 'member-sso'
      ? { collector: Collector; member: Member }
      : A extends 'public'
        ? { member: Member | null }
        : unknown);

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of the bearer key (hashing first hides the length). */
export function checkApiKey(header: string | undefined, apiKey: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match) return false;
  return timingSafeEqual(sha256(match[1]!.trim()), sha256(apiKey));
}

/**
 * CSRF guard of the console (docs/console.md, Sessions): a request that changes something must say
 * it comes from one of our pages — Origin is this server's own origin or SITE_URL's. Browsers send
 * Origin with every such request; a request without one is refused too.
 */
function checkOrigin(c: Context<AppEnv>) {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  const origin = c.req.header('origin');
  const own = [new URL(c.req.url).origin, new URL(c.get('deps').config.SITE_URL).origin];
  if (!origin || !own.includes(origin)) throw new ApiError('ORIGIN_REFUSED');
}

/** The signed-in staff member of a console request, allowed by role, or 401 / 403. */
async function staffOf(c: Context<AppEnv>, deps: AppDeps, roles: readonly StaffRole[] | undefined): Promise<{ staff: StaffRow; expiresAt: Date }> {
  checkOrigin(c);
  const session = await sessionStaff(deps.db, getCookie(c, SESSION_COOKIE));
  if (!session) throw new ApiError('CONSOLE_SESSION_REQUIRED');
  const role = session.staff.role as StaffRole;
  if (roles && role !== 'admin' && !roles.includes(role)) throw new ApiError('FORBIDDEN');
  return session;
}

/** The SSO pair a request shows in its query, as the member rule takes it. */
export const ssoPairOf = (c: Context<AppEnv>) => ssoPair({ hash: c.req.query('hash'), token: c.req.query('token') }, c.get('deps').config.SSO_SECRET);

/** The Idempotency-Key header every spend carries (required: missing or malformed → 400). */
export const idempotencyKey = (c: Context<AppEnv>): string => requiredKey(c, undefined);

function parse<S extends Schema>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ApiError('VALIDATION_FAILED', issues);
}

async function readJson(c: Context): Promise<unknown> {
  const text = await readBodyText(c);
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type && !/json/i.test(type)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  return parseJsonBody(text);
}

/** The collector_token a member route needs. */
function memberToken(c: Context<AppEnv>): string {
  const token = c.req.query('collector_token');
  if (!token) throw new ApiError('MISSING_COLLECTOR_TOKEN');
  return token;
}

/**
 * The member of the request, by its collector_token, checked as `auth` asks. A token merged into an
 * account on sign-in acts for nobody (COLLECTOR_MERGED): the account has tokens of its own, and the
 * page that still holds the old one is told to go on as the signed-in member (docs/sso.md).
 */
async function memberOf(c: Context<AppEnv>, deps: AppDeps, auth: Auth, optional: boolean): Promise<Member | null> {
  const token = auth === 'public' ? c.req.query('collector_token') : memberToken(c);
  if (auth === 'public' && !(optional && token)) return null;
  // A plain member route asks nothing of the SSO pair (the lookup then skips judging it).
  const member = await requireMember(deps.db, token!, auth === 'member' ? undefined : ssoPairOf(c));
  if (member.collector.mergedIntoId !== null) throw new ApiError('COLLECTOR_MERGED');
  if (auth === 'member-sso' && member.ssoProblem) throw new ApiError(member.ssoProblem);
  return member;
}

/** The caller of a handler whose database call looks the member up itself (`lookupInCall`). */
function callerOf(c: Context<AppEnv>, auth: Auth): Caller {
  return { token: memberToken(c), ...(auth === 'member-sso' ? ssoPairOf(c) : { sso_token: null, hash_ok: false }) };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The session parameters the web view's fetcher and pages send with every call (lib/client/fetcher.ts,
 * the SSO pair of the address): known to every public and member route (docs/api.md, "Validation").
 */
export const SESSION_PARAMS = ['collector_token', 'hash', 'token'] as const;

/** The query parameters a route knows: its query schema's keys, and the session's on routes of the web view. */
function knownParams(spec: { auth: Auth; query?: Schema }): Set<string> {
  const shape = spec.query instanceof z.ZodObject ? Object.keys(spec.query.shape) : [];
  const session = spec.auth === 'public' || spec.auth === 'member' || spec.auth === 'member-sso';
  return new Set([...shape, ...(session ? SESSION_PARAMS : [])]);
}

/** 400 naming every query parameter the route does not know: an unread filter must not pass as applied. */
function refuseUnknownParams(c: Context<AppEnv>, known: Set<string>) {
  if (!c.req.url.includes('?')) return;
  const unknown = Object.keys(c.req.queries()).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new ApiError(
      'VALIDATION_FAILED',
      unknown.map((path) => ({ path, message: validationText.unknownParameter })),
    );
}

/** Whether the request carries a body: Content-Length over 0 or Transfer-Encoding (an empty body is none). */
async function carriesBody(c: Context<AppEnv>): Promise<boolean> {
  const served = (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming?.headers;
  const headers = served ?? { 'content-length': c.req.header('content-length'), 'transfer-encoding': c.req.header('transfer-encoding') };
  if (headers['transfer-encoding'] || Number(headers['content-length'] ?? 0) > 0) return true;
  // Outside the Node server (a Request made in code) the length is not a header: the body is read.
  return !served && c.req.raw.body !== null && (await c.req.arrayBuffer()).byteLength > 0;
}

/** Whose keys a write's Idempotency-Key is among, when the wrapper runs it once per key (null: it does not). */
function keyOwner(c: Context<AppEnv>, spec: { auth: Auth; idempotency?: 'own' | 'none' }, member: Member | null, staff: StaffRow | undefined): KeyOwner | null {
  if (spec.idempotency || !WRITES.has(c.req.method)) return null;
  if (spec.auth === 'host') return { kind: 'host' };
  if (spec.auth === 'console' && staff) return { kind: 'staff', id: staff.id };
  if ((spec.auth === 'member' || spec.auth === 'member-sso') && member) return { kind: 'member', id: member.collector.id };
  return null;
}

/** The policy and subject a request counts under, or null (reads; routes without a limit). */
function limitOf(
  c: Context<AppEnv>,
  spec: { auth: Auth; rateLimit?: RatePolicy },
  member: Member | null,
  caller: Caller | undefined,
  staff: StaffRow | undefined,
) {
  if (!WRITES.has(c.req.method)) return null;
  const memberWrite = spec.auth === 'member' || spec.auth === 'member-sso';
  const policy = spec.rateLimit ?? (memberWrite ? 'memberWrite' : null);
  if (!policy) return null;
  const subject = member
    ? subjectKey('member', member.collector.id)
    : caller
      ? subjectKey('token', caller.token)
      : staff
        ? subjectKey('staff', staff.id)
        : subjectKey('address', clientAddress(c));
  return { policy, subject };
}

/** The spec of every handler made by `handle`, so the API reference can be checked against it (test/api/openapi.test.ts). */
export const handlerSpecs = new WeakMap<object, Spec<Auth, Schema | undefined, Schema | undefined, Schema | undefined, boolean>>();

/**
 * One wrapper for every API handler: auth, zod parsing of params/query/body, error mapping
 * (errors become `{error:{code,message}}` in app.onError). Handlers read as parse → service → JSON.
 */
export function handle<
  A extends Auth,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  L extends boolean = false,
>(spec: Spec<A, Q, B, P, L> & (L extends true ? { auth: 'member' | 'member-sso' } : unknown), fn: (args: Args<A, Q, B, P, L>) => Promise<Response> | Response) {
  const known = knownParams(spec);
  const handler = async (c: Context<AppEnv>) => {
    const deps = c.get('deps');
    if (spec.auth === 'host' && !checkApiKey(c.req.header('authorization'), deps.config.API_KEY)) {
      throw new ApiError('UNAUTHORIZED');
    }
    if (spec.sameOrigin) checkOrigin(c);
    const session = spec.auth === 'console' ? await staffOf(c, deps, spec.roles) : undefined;
    const caller = spec.lookupInCall ? callerOf(c, spec.auth) : undefined;
    const member = spec.auth === 'host' || spec.auth === 'console' || caller ? null : await memberOf(c, deps, spec.auth, spec.optionalMember ?? false);
    const params = spec.params ? parse(spec.params, c.req.param()) : undefined;
    refuseUnknownParams(c, known);
    const query = spec.query ? parse(spec.query, c.req.query()) : undefined;
    if (!spec.body && !spec.form && (await carriesBody(c))) throw new ApiError('BODY_NOT_ALLOWED');
    const body = spec.body ? parse(spec.body, await readJson(c)) : undefined;
    const limit = limitOf(c, spec, member, caller, session?.staff);
    if (limit) await rateLimit(c, limit.policy, limit.subject);
    const call = (d: AppDeps) =>
      fn({
        c,
        deps: d,
        query,
        body,
        params,
        member,
        collector: member?.collector,
        caller,
        staff: session?.staff,
        sessionExpiresAt: session?.expiresAt,
      } as unknown as Args<A, Q, B, P, L>);
    const owner = keyOwner(c, spec, member, session?.staff);
    const key = owner ? headerKey(c) : undefined;
    return owner && key !== undefined ? runOnce(c, deps, owner, key, { params, body }, call) : call(deps);
  };
  handlerSpecs.set(handler, spec);
  return handler;
}
