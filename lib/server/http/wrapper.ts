import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '@/lib/server/errors';
import { readBodyText } from './body';
import type { AppDeps, AppEnv } from './context';
import { findCollectorByToken, type Collector } from '@/lib/server/services/collectors';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.infer<S> : undefined;

type Spec<Q, B, P> = {
  /** host: bearer API_KEY; member: collector_token in the query; none: public. */
  auth: 'host' | 'member' | 'none';
  query?: Q;
  body?: B;
  params?: P;
};

type Args<A, Q, B, P> = {
  c: Context<AppEnv>;
  deps: AppDeps;
  query: Out<Q>;
  body: Out<B>;
  params: Out<P>;
} & (A extends 'member' ? { collector: Collector } : unknown);

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of the bearer key (hashing first hides the length). */
export function checkApiKey(header: string | undefined, apiKey: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match) return false;
  return timingSafeEqual(sha256(match[1]!.trim()), sha256(apiKey));
}

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
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('INVALID_JSON');
  }
}

/**
 * One wrapper for every API handler: auth, zod parsing of params/query/body, error mapping
 * (errors become `{error:{code,message}}` in app.onError). Handlers read as parse → service → JSON.
 */
export function handle<A extends Spec<unknown, unknown, unknown>['auth'], Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  spec: { auth: A; query?: Q; body?: B; params?: P },
  fn: (args: Args<A, Q, B, P>) => Promise<Response> | Response,
) {
  return async (c: Context<AppEnv>) => {
    const deps = c.get('deps');
    if (spec.auth === 'host' && !checkApiKey(c.req.header('authorization'), deps.config.API_KEY)) {
      throw new ApiError('UNAUTHORIZED');
    }
    let collector: Collector | undefined;
    if (spec.auth === 'member') {
      const token = c.req.query('collector_token');
      if (!token) throw new ApiError('MISSING_COLLECTOR_TOKEN');
      collector = await findCollectorByToken(deps.db, token);
      if (!collector) throw new ApiError('COLLECTOR_NOT_FOUND');
    }
    const params = spec.params ? parse(spec.params, c.req.param()) : undefined;
    const query = spec.query ? parse(spec.query, c.req.query()) : undefined;
    const body = spec.body ? parse(spec.body, await readJson(c)) : undefined;
    return fn({ c, deps, query, body, params, collector } as Args<A, Q, B, P>);
  };
}
