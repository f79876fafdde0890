// The API reference: GET /api/openapi.json (OpenAPI 3.1, generated from the contracts) and the
// Swagger UI page at /api/docs, served from our own origin. The route coverage test fails when a
// route is added without documenting it in lib/server/http/openapi/ — that is its purpose.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { errorCatalogue } from '@/lib/contracts/errors';
import { createApp } from '@/lib/server/http/app';
import { handlerSpecs } from '@/lib/server/http/wrapper';
import { openApiDocument, routeGroups } from '@/lib/server/http/openapi/document';
import { openApiPath } from '@/lib/server/http/openapi/registry';
import { testConfig } from '../helpers/db';
import { responseProblem, withDocumentedResponses } from '../helpers/openapi';

// The reference routes never touch the database.
const app = withDocumentedResponses(
  createApp({ db: undefined as never, config: testConfig(), buildId: 'test-build', ping: async () => undefined, isDraining: () => false }),
);
const document = openApiDocument();
const routeDocs = routeGroups.flatMap((g) => g.routes);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Operation = {
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

/** Every operation of the document as [METHOD, OpenAPI path, operation]. */
function operations(): [string, string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
    METHODS.filter((m) => (item as Record<string, unknown>)[m]).map(
      (m) => [m.toUpperCase(), p, (item as Record<string, Operation>)[m]!] as [string, string, Operation],
    ),
  );
}

/** Every `$ref` anywhere below a node. */
function refs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refs);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)));
}

describe('the API reference (OpenAPI 3.1)', () => {
  it('is an OpenAPI 3.1 document: every operation has a summary, a security, and responses with descriptions', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(operations().length).toBeGreaterThan(0);
    for (const [method, p, op] of operations()) {
      const at = `${method} ${p}`;
      expect([at, typeof op.summary]).toEqual([at, 'string']);
      expect([at, Array.isArray(op.security)]).toEqual([at, true]);
      const responses = Object.entries(op.responses ?? {});
      expect([at, responses.length > 0]).toEqual([at, true]);
      for (const [status, response] of responses) {
        expect([at, status, /^[1-5]\d\d$/.test(status), typeof response.description]).toEqual([at, status, true, 'string']);
        // every answer has a body, except a 204
        expect([at, status, Object.keys(response.content ?? {}).length > 0]).toEqual([at, status, status !== '204']);
      }
    }
  });

  it('declares every path parameter of a path, and only those, as required; no parameter is nullable', () => {
    for (const [method, p, op] of operations()) {
      const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((x) => x.in === 'path');
      expect([method, p, declared.map((x) => x.name).sort()]).toEqual([method, p, inPath]);
      for (const x of declared) expect([p, x.name, x.required]).toEqual([p, x.name, true]);
      for (const x of op.parameters ?? []) expect([p, x.name, JSON.stringify(x.schema)]).toEqual([p, x.name, expect.not.stringContaining('"null"')]);
    }
  });

  it('writes every pattern as a regex that compiles, and the username one matches a real name', () => {
    const patterns = (node: unknown): string[] =>
      Array.isArray(node)
        ? node.flatMap(patterns)
        : node && typeof node === 'object'
          ? Object.entries(node).flatMap(([k, v]) => (k === 'pattern' && typeof v === 'string' ? [v] : patterns(v)))
          : [];
    const all = patterns(document);
    expect(all.length).toBeGreaterThan(0);
    for (const pattern of all) expect([pattern, new RegExp(pattern, 'u').source.length > 0]).toEqual([pattern, true]);
    // The SSO's own usernames (the friends' requests take any stored name, docs/friends.md).
    const property = (node: unknown, name: string): unknown[] =>
      Array.isArray(node)
        ? node.flatMap((n) => property(n, name))
        : node && typeof node === 'object'
          ? Object.entries(node).flatMap(([k, v]) => (k === name ? [v] : property(v, name)))
          : [];
    const usernamePatterns = patterns(property(document.paths?.['/sso/update/user']?.post?.requestBody, 'login'));
    expect(usernamePatterns.length).toBeGreaterThan(0);
    for (const pattern of usernamePatterns) {
      expect(new RegExp(pattern, 'u').test('anna')).toBe(true);
      expect(new RegExp(pattern, 'u').test('Jürg.2')).toBe(true);
    }
  });

  it('documents the ids and numbers of addresses as integers', () => {
    const reward = operations()
      .find(([method, p]) => method === 'GET' && p === '/api/rewards/{id}')?.[2]
      .parameters?.find((x) => x.name === 'id');
    expect(reward?.schema).toMatchObject({ type: 'integer' });
  });

  it('resolves every $ref, and names every security scheme an operation asks for', () => {
    const schemas = document.components?.schemas ?? {};
    for (const ref of refs(document)) {
      const name = /^#\/components\/schemas\/(\w+)$/.exec(ref)?.[1];
      expect([ref, Boolean(name && schemas[name])]).toEqual([ref, true]);
    }
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    expect(schemes).toEqual(expect.arrayContaining(['hostBearer', 'collectorToken', 'ssoPair', 'ssoPairToken', 'consoleSession']));
    for (const [method, p, op] of operations()) {
      for (const requirement of op.security as Record<string, unknown>[]) {
        for (const scheme of Object.keys(requirement)) expect([method, p, scheme, schemes.includes(scheme)]).toEqual([method, p, scheme, true]);
      }
    }
  });

  it('answers each error status with the codes of that status in the catalogue', () => {
    for (const [method, p, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const codes = [...(response.description ?? '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!);
        for (const code of codes) {
          expect([method, p, code, errorCatalogue[code as keyof typeof errorCatalogue]]).toEqual([method, p, code, Number(status)]);
        }
      }
    }
  });

  it('documents every route of the app with its method, and no route the app lacks', () => {
    const inApp = app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${openApiPath(r.path)}`);
    const inDocument = operations().map(([method, p]) => `${method} ${p}`);
    const undocumented = inApp.filter((r) => !inDocument.includes(r));
    const unserved = inDocument.filter((r) => !inApp.includes(r));
    // A new route: describe it in lib/server/http/openapi/<group>.ts (docs/api.md, "The reference").
    expect({ undocumented, unserved }).toEqual({ undocumented: [], unserved: [] });
    expect(new Set(inDocument).size).toBe(inDocument.length);
  });

  it("takes auth, params, query and body from the handler's own spec (the same schema objects)", () => {
    for (const route of app.routes.filter((r) => r.method !== 'ALL')) {
      const doc = routeDocs.find((d) => d.method.toUpperCase() === route.method && d.path === route.path);
      if (!doc) continue; // the coverage test names it
      const spec = handlerSpecs.get(route.handler);
      const at = `${route.method} ${route.path}`;
      if (!spec) {
        expect([at, doc.auth]).toEqual([at, 'none']);
        continue;
      }
      expect([at, doc.auth, doc.optionalMember ?? false, doc.sameOrigin ?? false, doc.roles ?? null]).toEqual([
        at,
        spec.auth,
        spec.optionalMember ?? false,
        spec.sameOrigin ?? false,
        spec.roles ?? null,
      ]);
      expect([at, doc.params === spec.params, doc.query === spec.query, doc.body === spec.body]).toEqual([at, true, true, true]);
      expect([at, doc.idempotency ?? null]).toEqual([at, spec.idempotency ?? null]);
    }
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('serves the document, public and cacheable', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('serves the Swagger UI page that loads only from our own origin', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toMatch(/frame-ancestors 'self'/);
    const html = await res.text();
    expect(html).toContain('<script src="/api/docs/assets/swagger-ui-bundle.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script>/);
  });

  it("serves Swagger UI's bundle and styles from the installed swagger-ui-dist, gzipped when asked", async () => {
    const dist = path.join(process.cwd(), 'node_modules/swagger-ui-dist');
    const js = await app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await js.arrayBuffer()).equals(readFileSync(path.join(dist, 'swagger-ui-bundle.js')))).toBe(true);

    const css = await app.request('/api/docs/assets/swagger-ui.css', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(css.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await css.arrayBuffer())).equals(readFileSync(path.join(dist, 'swagger-ui.css')))).toBe(true);

    for (const name of ['index.html', 'package.json', '..%2Fpackage.json', 'constructor']) {
      const res = await app.request(`/api/docs/assets/${name}`);
      expect([name, res.status]).toEqual([name, 404]);
    }
  });

  it('configures Swagger UI to ask no one but us: our document, the online validator off, no telemetry in the bundle', async () => {
    const script = await (await app.request('/api/docs/assets/docs.js')).text();
    expect(script).toContain("url: '/api/openapi.json'");
    // Otherwise Swagger UI loads a badge from validator.swagger.io for any page not on localhost.
    expect(script).toContain("validatorUrl: 'none'");
    const bundle = await (await app.request('/api/docs/assets/swagger-ui-bundle.js')).text();
    expect(bundle).not.toMatch(/scarf/i);
  });
});

describe('the response check of the API tests (test/helpers/openapi.ts)', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const routes = app.routes;

  it('accepts a documented answer and a documented error', async () => {
    expect(await responseProblem(routes, 'GET', '/livez', json(200, { status: 'ok' }))).toBeNull();
    const error = { error: { code: 'UNAUTHORIZED', message: 'Nicht autorisiert.' } };
    expect(await responseProblem(routes, 'POST', '/api/host/events', json(401, error))).toBeNull();
    expect(await responseProblem(routes, 'DELETE', '/api/me', json(405, { error: { code: 'METHOD_NOT_ALLOWED', message: '…' } }))).toBeNull();
  });

  it('refuses an undocumented field, a missing one, an undocumented status and an error code the route does not answer', async () => {
    expect(await responseProblem(routes, 'GET', '/livez', json(200, { status: 'ok', uptime: 3 }))).toMatch(/undocumented field\(s\) uptime/);
    expect(await responseProblem(routes, 'GET', '/builds/latest.json', json(200, {}))).toMatch(/^id: /);
    expect(await responseProblem(routes, 'GET', '/livez', json(418, { status: 'ok' }))).toMatch(/status 418 is not documented/);
    const soldOut = { error: { code: 'SOLD_OUT', message: '…' } };
    expect(await responseProblem(routes, 'POST', '/api/host/events', json(409, soldOut))).toMatch(/code/);
  });
});
