// Every response an API test gets is checked against the API reference (GET /api/openapi.json):
// its status must be documented for that method and path, and its body must match the zod schema
// the document was generated from — no field missing, none undocumented. makeApp() wraps
// app.request with it, so the whole API suite checks the document as a side effect.
import { isDeepStrictEqual } from 'node:util';
import { TrieRouter } from 'hono/router/trie-router';
import type { z } from 'zod';
import { routeGroups } from '@/lib/server/http/openapi/document';
import { answersOf, errorEnvelope, type RouteDoc } from '@/lib/server/http/openapi/registry';

type Routes = readonly { method: string; path: string }[];

const documented = new TrieRouter<RouteDoc>();
for (const group of routeGroups) for (const route of group.routes) documented.add(route.method.toUpperCase(), route.path, route);

/** What an unknown path (404) or a known path asked with another method (405) answers. */
const unrouted = errorEnvelope(['NOT_FOUND', 'METHOD_NOT_ALLOWED']);

/** Where the body does not match the schema: its issues, or the fields the schema does not know. */
function bodyProblem(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
  const extra = undocumentedFields(body, parsed.data);
  if (extra.length > 0) return `undocumented field(s) ${extra.join(', ')}`;
  return isDeepStrictEqual(parsed.data, body) ? null : 'the schema changes the body (a default or transform in a response schema)';
}

/** Paths of keys in `sent` that the parsed value dropped (zod objects strip what they do not know). */
function undocumentedFields(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => undocumentedFields(item, parsed[i], `${path}[${i}]`));
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return key in parsed ? undocumentedFields(value, (parsed as Record<string, unknown>)[key], at) : [at];
  });
}

async function jsonOf(res: Response): Promise<{ body?: unknown; problem?: string }> {
  const text = await res.text();
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { problem: `the body is not JSON: ${text.slice(0, 80)}` };
  }
}

/**
 * Why a response does not match the reference, or null when it does. `routes` are the app's: an
 * answer of a route the reference lacks is left to the route coverage test (test/api/openapi.test.ts).
 */
export async function responseProblem(routes: Routes, method: string, path: string, res: Response): Promise<string | null> {
  const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const [matches] = documented.match(asked, path);
  const route = matches[0]?.[0];
  const type = (res.headers.get('content-type') ?? '').split(';', 1)[0]!.trim();
  const empty = method.toUpperCase() === 'HEAD';
  if (!route) {
    if (res.status === 404 || res.status === 405) {
      if (empty) return null;
      const { body, problem } = await jsonOf(res);
      return problem ?? bodyProblem(unrouted, body);
    }
    const router = new TrieRouter<true>();
    for (const r of routes) if (r.method !== 'ALL') router.add(r.method, r.path, true);
    return router.match(asked, path)[0].length > 0 ? null : `no documented route answers ${asked} ${path}`;
  }
  const answer = answersOf(route).get(res.status);
  if (!answer) return `status ${res.status} is not documented for ${route.method.toUpperCase()} ${route.path}`;
  if (answer.mediaTypes.length === 0) return type === '' && (await res.text()) === '' ? null : `a ${res.status} has no body, but ${type || 'one'} was sent`;
  if (!(answer.mediaTypes as string[]).includes(type)) return `content type ${type || '(none)'} is not documented (${answer.mediaTypes.join(', ')})`;
  if (empty || type !== 'application/json') return null;
  const { body, problem } = await jsonOf(res);
  return problem ?? bodyProblem(answer.schema, body);
}

type RequestingApp = { request: (input: string | Request | URL, init?: RequestInit, ...rest: never[]) => Response | Promise<Response>; routes: Routes };

/** The app, with `request` failing the test when a response does not match the reference. */
export function withDocumentedResponses<A extends RequestingApp>(app: A): A {
  const request = app.request.bind(app);
  app.request = (async (input: string | Request | URL, init?: RequestInit, ...rest: never[]) => {
    const res = await request(input, init, ...rest);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const problem = await responseProblem(app.routes, method, url.pathname, res.clone());
    if (problem) throw new Error(`The response to ${method} ${url.pathname} (${res.status}) does not match the API reference: ${problem}`);
    return res;
  }) as A['request'];
  return app;
}
