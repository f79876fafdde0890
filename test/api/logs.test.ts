// The operations log (docs/operations.md, "Logs"): one JSON line per request — method, route
// pattern, status, duration, request id (also sent back) — and one per job run; no token, pair,
// password or query string in it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '@/lib/server/http/app';
import { logRequest, pagePattern, requestId, runJob, replaceLogger } from '@/lib/server/log';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { newMember } from '../helpers/loyalty';

/** A logger writing into an array of parsed lines. */
function captureLog(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  replaceLogger(
    level,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        raw.push(chunk.toString());
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  return { lines, raw };
}

describe('log helpers', () => {
  it('keeps a plain X-Request-Id and replaces anything else', () => {
    expect(requestId('abc-123_DEF.9')).toBe('abc-123_DEF.9');
    for (const bad of [undefined, 'kurz', 'x'.repeat(65), 'a b c d e f g h', 'token=abc123456']) expect(requestId(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a page by its path with ids as :id and without the query', () => {
    expect(pagePattern('/me/rewards/detail/12?collector_token=geheim&hash=abc')).toBe('/me/rewards/detail/:id');
    expect(pagePattern('/widget/post/7')).toBe('/widget/post/:id');
    expect(pagePattern('/me/overview#top')).toBe('/me/overview');
    expect(pagePattern('/console/members/E1ER7GDrR4QPlQzg_nU_xxyBPlgb2Vd2')).toBe('/console/members/:token');
  });

  it('logs one line per job run, with its figures, and a failure as ok: false', async () => {
    const { lines } = captureLog();
    const errors: unknown[] = [];
    await runJob(
      'expiry',
      async () => ({ credits: 2, points: 30 }),
      (e) => errors.push(e),
    );
    await runJob(
      'fold',
      async () => ({ folded: 0 }),
      (e) => errors.push(e),
      (r) => r.folded === 0,
    );
    await runJob(
      'rewards',
      async () => Promise.reject(new Error('db down')),
      (e) => errors.push(e),
    );
    expect(lines.map((l) => [l.msg, l.job, l.ok, l.level])).toEqual([
      ['job', 'expiry', true, 30],
      ['job', 'fold', true, 20],
      ['job', 'rewards', false, 50],
    ]);
    expect(lines[0]).toMatchObject({ credits: 2, points: 30 });
    expect(typeof lines[0]!.duration_ms).toBe('number');
    expect(errors).toHaveLength(1);
  });
});

describeEachDatabase('request log lines', (t) => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const { deps } = makeApp(t.database);
    const api = getRequestListener(createApp(deps).fetch);
    // As server.ts serves the API.
    server = createServer((req, res) => {
      logRequest(req, res);
      void api(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('writes method, route pattern, status, duration and the request id it sends back — never a secret', async () => {
    const app = makeApp(t.database).app;
    const member = await newMember(app, `log-user-${Date.now()}`);
    const { lines, raw } = captureLog('info');
    const res = await fetch(`${base}/api/me?collector_token=${member.token}&hash=${member.hash}&token=${encodeURIComponent(member.ssoToken!)}`, {
      headers: { 'X-Request-Id': 'trace-4711-abc' },
    });
    await res.arrayBuffer();
    const missing = await fetch(`${base}/api/host/collectors/${member.token}`, { headers: { Authorization: 'Bearer falsch-falsch-falsch' } });
    await missing.arrayBuffer();
    const unknown = await fetch(`${base}/api/gibt-es-nicht`);
    await unknown.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));

    expect(res.headers.get('x-request-id')).toBe('trace-4711-abc');
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/api/me', 200],
      ['GET', '/api/host/collectors/:collector_token', 401],
      ['GET', 'unmatched', 404],
    ]);
    expect(requests[0]).toMatchObject({ req_id: 'trace-4711-abc' });
    expect(typeof requests[0]!.duration_ms).toBe('number');
    const text = raw.join('');
    for (const secret of [member.token, member.hash!, member.ssoToken!, 'falsch-falsch-falsch']) expect(text).not.toContain(secret);
  });
});
