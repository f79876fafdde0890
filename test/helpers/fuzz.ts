// Malformed requests for every documented route (docs/reliability.md, "Fuzzing the API"): each
// request breaks one thing the route checks — credentials, a path parameter, the JSON, the content
// type, the body's shape, a query value, the Idempotency-Key, the origin, the method, the path, the
// size — so none of them may change anything, and adds noise (NUL bytes, unicode, long strings).
import { z } from 'zod';
import type { RouteDoc } from '@/lib/server/http/openapi/registry';

/** A small seeded PRNG (mulberry32): the same seed gives the same requests. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

/** Who the fuzzer is when it is someone: the host key, a member with the SSO pair, a staff session. */
export type Identities = { apiKey: string; member: { token: string; hash: string; ssoToken: string }; consoleCookie: string; origin: string };

export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; body?: string | FormData; breaks: string };

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  items?: JsonSchema;
};

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema | null>();
function jsonSchema(schema: z.ZodType): JsonSchema | null {
  if (!jsonSchemas.has(schema)) {
    let converted: JsonSchema | null;
    try {
      converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      converted = null;
    }
    jsonSchemas.set(schema, converted);
  }
  return jsonSchemas.get(schema)!;
}

const typesOf = (s: JsonSchema | undefined): string[] => (s?.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

/** Text that is hard to handle: NUL bytes, unicode of every width, control characters, long runs. */
export function nasty(rng: Rng): string {
  return rng.pick([
    'a\u0000b',
    '\u0000',
    '💥🇨🇭 Räppli ẞ',
    '\u202eevil\u202c',
    '\ud800',
    '../../etc/passwd',
    '%00%2e%2e',
    "'; drop table collectors; --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    ' ',
    '١٢٣',
    '\t\r\n',
  ]);
}

/** A value of the schema's type (plausible, not necessarily valid). */
function plausible(s: JsonSchema | undefined, rng: Rng, depth = 0): unknown {
  if (s?.enum?.length) return rng.pick(s.enum);
  const type = typesOf(s)[0];
  switch (type) {
    case 'string':
      return rng.chance(0.3) ? nasty(rng) : 'Test';
    case 'integer':
    case 'number':
      return s?.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 2 ? [] : [plausible(s?.items, rng, depth + 1)];
    case 'object':
      return depth > 2 ? {} : Object.fromEntries(Object.entries(s?.properties ?? {}).map(([k, v]) => [k, plausible(v, rng, depth + 1)]));
    default:
      return 'Test';
  }
}

/** A value no property of this schema takes (null when the fuzzer cannot be sure). */
function wrongValue(s: JsonSchema, rng: Rng): unknown | null {
  const types = typesOf(s);
  if (s.enum?.length) return 'kein-gültiger-wert-⚡';
  if (types.length === 0) return null;
  const candidates: unknown[] = [];
  if (!types.includes('string')) candidates.push('abc', nasty(rng));
  if (!types.includes('number') && !types.includes('integer')) candidates.push(123, -1e21);
  if (!types.includes('boolean')) candidates.push(true);
  if (!types.includes('object')) candidates.push({ nested: { deeper: [1, 2, 3] } });
  if (!types.includes('array') && !types.includes('object')) candidates.push([1, '2', null]);
  if (types.includes('string') && s.maxLength !== undefined && s.maxLength < 60_000) candidates.push('ü'.repeat(s.maxLength + 1));
  if ((types.includes('integer') || types.includes('number')) && s.maximum !== undefined) candidates.push(s.maximum + 1, 2 ** 64);
  if ((types.includes('integer') || types.includes('number')) && s.minimum !== undefined) candidates.push(s.minimum - 1, -(2 ** 63));
  if (types.includes('integer')) candidates.push(1.5);
  return candidates.length ? rng.pick(candidates) : null;
}

/** A JSON body the schema refuses for sure, or null when it cannot make one. */
export function invalidBody(schema: z.ZodType, rng: Rng): { value: unknown; how: string } | null {
  const s = jsonSchema(schema);
  if (!s || !typesOf(s).includes('object') || typesOf(s).length !== 1) return null;
  const base = plausible(s, rng) as Record<string, unknown>;
  const options: (() => { value: unknown; how: string } | null)[] = [
    () => ({ value: rng.pick<unknown>([[], [base], 42, 'text', true, null, -0.5]), how: 'body of the wrong type' }),
    () => {
      const required = s.required ?? [];
      if (!required.length) return null;
      const key = rng.pick(required);
      const copy = { ...base };
      delete copy[key];
      return { value: copy, how: `body without ${key}` };
    },
    () => {
      const props = Object.entries(s.properties ?? {});
      if (!props.length) return null;
      const [key, prop] = rng.pick(props);
      const wrong = wrongValue(prop, rng);
      return wrong === null ? null : { value: { ...base, [key]: wrong }, how: `body.${key} wrong` };
    },
    () => (s.additionalProperties === false ? { value: { ...base, ['__fuzz' + rng.int(100)]: nasty(rng) }, how: 'body with an unknown field' } : null),
  ];
  for (let tries = 0; tries < 8; tries++) {
    const made = rng.pick(options)();
    if (made) return made;
  }
  return { value: rng.pick<unknown>([[], 42, 'text', null]), how: 'body of the wrong type' };
}

/** A query the schema refuses for sure (one bad value among plausible others), or null. */
function invalidQuery(schema: z.ZodType, rng: Rng): { value: Record<string, string>; how: string } | null {
  const s = jsonSchema(schema);
  const props = Object.entries(s?.properties ?? {});
  const breakable = props.flatMap(([key, prop]) => {
    const types = typesOf(prop);
    if (prop.enum?.length) return [[key, 'kein-wert'] as const];
    if (types.includes('integer') || types.includes('number'))
      return [[key, rng.pick(['abc', '1.5e400', '-99999999999999999999', '١٢', '0x5', '1e1', ' 5', '+5'])] as const];
    if (types.includes('string') && prop.maxLength !== undefined && prop.maxLength < 4000) return [[key, 'q'.repeat(prop.maxLength + 1)] as const];
    return [];
  });
  if (!breakable.length) return null;
  const [key, bad] = rng.pick(breakable);
  return { value: { [key]: bad }, how: `query ${key}=${bad.slice(0, 20)}` };
}

/** A path parameter value: sometimes a real-looking one, else one the route refuses. */
function paramValue(name: string, ids: Identities, valid: boolean, rng: Rng): string {
  if (valid) {
    if (name === 'collector_token') return ids.member.token;
    if (name === 'user_id') return 'demo-anna';
    if (name === 'slug') return 'adventskalender';
    return name.endsWith('id') ? '1' : 'test';
  }
  return encodeURIComponent(
    // Numbers Number() would read as 1 (or 16): only decimal digits name a record.
    rng.pick([
      '..',
      '%2e%2e',
      '-1',
      '0',
      '1.5',
      '99999999999999999999999',
      'abc',
      '١٢',
      '💥',
      'a\u0000b',
      ' ',
      'x'.repeat(600),
      'ẞ/..',
      '<>',
      'NaN',
      'Infinity',
      '0x10',
      '1e0',
      '+1',
      ' 1',
      '1.0',
    ]),
  );
}

const ODD_METHODS = ['PATCH', 'PUT', 'DELETE', 'POST', 'FOO', 'PROPFIND', 'GET'];
const ODD_PATHS = [
  '/api/host/../../etc/passwd',
  '/api/rewards/%2e%2e/%2e%2e',
  '/api/%00',
  '/api/ünïcødé',
  '/api/rewards/%F0%9F%92%A5',
  '/api//rewards',
  '/api/host/collectors/%00/identify',
  `/api/${'a'.repeat(3000)}`,
  '/sso/../api/me',
  '/api/host/collectors/..%2f..%2fme/identify',
];

/** One malformed request for the route, with the identities a valid one would carry. */
export function malformed(route: RouteDoc, ids: Identities, rng: Rng, allowedMethods: (path: string) => string[]): FuzzRequest {
  const method = route.method.toUpperCase();
  const write = method !== 'GET';
  const auth = route.auth;
  const hasParams = Boolean(route.params) && /:\w+/.test(route.path);
  const kinds: string[] = ['method', 'path'];
  if (hasParams) kinds.push('param');
  if (route.body) kinds.push('json', 'ctype', 'shape', 'shape', 'shape', 'size');
  if (route.query && method === 'GET' && invalidQuery(route.query, prng(1))) kinds.push('query', 'query');
  if (auth === 'host' || auth === 'member' || auth === 'member-sso' || auth === 'console') kinds.push('auth', 'auth');
  if (route.form && auth === 'public') kinds.push('pair', 'pair');
  if (route.path === '/sso/avatar' && method === 'DELETE') kinds.push('pair');
  if (write && (auth === 'host' || auth === 'member' || auth === 'member-sso' || auth === 'console') && route.idempotency !== 'none') kinds.push('key');
  if ((auth === 'console' && write) || route.sameOrigin) kinds.push('origin');
  const kind = rng.pick(kinds);

  let path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => paramValue(name, ids, kind !== 'param', rng));
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  let body: string | FormData | undefined;
  let useMethod = method;
  let how = kind;

  // Credentials as a valid request has them (the 'auth' break takes them away again).
  if (auth === 'host') headers.Authorization = `Bearer ${ids.apiKey}`;
  if (auth === 'member' || auth === 'member-sso' || route.optionalMember) query.collector_token = ids.member.token;
  if (auth === 'member-sso' || route.optionalMember) Object.assign(query, { hash: ids.member.hash, token: ids.member.ssoToken });
  if (auth === 'console') headers.Cookie = ids.consoleCookie;
  if (auth === 'console' || route.sameOrigin) headers.Origin = ids.origin;
  if (write && route.headers) headers['Idempotency-Key'] = `fuzz-${rng.int(1e9)}`;
  if (route.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(invalidBody(route.body, rng)?.value ?? []);
  }

  switch (kind) {
    case 'method': {
      const allowed = allowedMethods(path);
      const odd = ODD_METHODS.filter((m) => !allowed.includes(m));
      useMethod = rng.pick(odd.length ? odd : ['FOO']);
      how = `method ${useMethod}`;
      break;
    }
    case 'path':
      path = rng.pick(ODD_PATHS);
      how = `path ${path.slice(0, 40)}`;
      break;
    case 'param':
      how = `param in ${path.slice(0, 60)}`;
      break;
    case 'json':
      body = rng.pick(['{"a":', '{', '[1,', '{"x": NaN}', "{'single': 1}", '\u0000', '{"a":1}}', 'undefined']);
      how = 'broken JSON';
      break;
    case 'ctype':
      headers['Content-Type'] = rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png']);
      body = body && body !== '' ? body : '{"a":1}';
      how = `content type ${headers['Content-Type']}`;
      break;
    case 'shape': {
      const made = invalidBody(route.body!, rng);
      body = JSON.stringify(made?.value ?? []);
      how = made?.how ?? 'body of the wrong type';
      break;
    }
    case 'size':
      body = JSON.stringify({ padding: 'p'.repeat(70 * 1024 + rng.int(4096)) });
      how = 'body over 64 KiB';
      break;
    case 'query': {
      const made = invalidQuery(route.query!, rng)!;
      Object.assign(query, made.value);
      how = made.how;
      break;
    }
    case 'auth':
      if (auth === 'host') headers.Authorization = rng.pick(['', 'Bearer ', `Bearer ${ids.apiKey}x`, `Basic ${ids.apiKey}`, 'Bearer \u00ff']);
      if (auth === 'member' || auth === 'member-sso') {
        const variant = rng.int(3);
        if (variant === 0) delete query.collector_token;
        else if (variant === 1) query.collector_token = rng.pick(['unknown-token-0000000000000000000', '', nasty(rng)]);
        else if (auth === 'member-sso') query.hash = rng.pick(['0'.repeat(64), '', nasty(rng)]);
        else query.collector_token = 'x';
      }
      if (auth === 'console') headers.Cookie = rng.pick(['', 'raeppli_console=forged', 'raeppli_console=']);
      how = `credentials (${auth})`;
      break;
    case 'pair':
      break;
    case 'key':
      headers['Idempotency-Key'] = rng.pick(['kurz', '', 'mit leerzeichen drin', 'ü'.repeat(20), 'k'.repeat(129)]);
      how = 'malformed Idempotency-Key';
      break;
    case 'origin':
      if (rng.chance(0.5)) delete headers.Origin;
      else headers.Origin = rng.pick(['https://evil.example', 'null', 'http://raeppli.test.evil.example']);
      how = 'foreign origin';
      break;
  }

  // The SSO service's forms carry the pair in the body: a wrong one (every form break is one).
  if (route.form && auth === 'public') {
    const pair = { h: rng.pick(['0'.repeat(64), '', nasty(rng)]), t: rng.pick(['forged-token', '', nasty(rng)]) };
    if (route.path === '/sso/avatar') {
      const form = new FormData();
      form.set('hash', pair.h);
      form.set('token', pair.t);
      form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, rng.int(255)])], { type: 'image/png' }), 'a.png');
      body = form;
      delete headers['Content-Type'];
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify({ ...pair, current_password: nasty(rng), new_password: 'x', firstname: nasty(rng) });
    }
    how = 'a forged SSO pair';
  }
  if (route.path === '/sso/avatar' && method === 'DELETE') Object.assign(query, { hash: '0'.repeat(64), token: 'forged-token' });

  // Noise that changes nothing about validity: an unknown query parameter with hard text.
  if (rng.chance(0.3)) query[`noise${rng.int(9)}`] = nasty(rng);
  const search = new URLSearchParams(query).toString();
  return {
    method: useMethod,
    url: `${ids.origin}${path}${search ? `?${search}` : ''}`,
    headers,
    body: useMethod === 'GET' || useMethod === 'HEAD' ? undefined : body,
    breaks: how,
  };
}
