// Unknown query parameters and bodies on routes that take none (docs/api.md, "Validation"): a filter
// the route does not know was ignored (`?user_id=` answered everyone's orders), a body on a route
// without one was dropped unread. Both are now a 400 that names what was refused and changes nothing.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { createApp } from '@/lib/server/http/app';
import { prizewheelSpins } from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/db/seed';
import { describeEachDatabase, makeApp, TEST_API_KEY } from '../helpers/db';
import { newKey, writeCounts, type App } from '../helpers/loyalty';

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

const UNKNOWN = 'Unbekannter Parameter.';

describeEachDatabase('strict query and body-less routes', (t) => {
  let app: App;
  let anna: { collectorToken: string; hash: string; token: string };
  let session: string;
  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    anna = (await seedDemo(t.db, made.config)).identified;
    session = `collector_token=${encodeURIComponent(anna.collectorToken)}&hash=${encodeURIComponent(anna.hash)}&token=${encodeURIComponent(anna.token)}`;
  });

  const host = (path: string, init: RequestInit = {}) => app.request(path, { ...init, headers: { Authorization: `Bearer ${TEST_API_KEY}`, ...init.headers } });
  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as ErrorBody & Record<string, unknown> });

  it('refuses GET /api/host/orders?user_id=… (it answered every member’s orders) and names the parameter', async () => {
    const all = await json(await host('/api/host/orders'));
    expect(all.status).toBe(200);
    const { status, body } = await json(await host('/api/host/orders?user_id=demo-anna'));
    expect([status, body.error.code, body.error.details]).toEqual([400, 'VALIDATION_FAILED', [{ path: 'user_id', message: UNKNOWN }]]);
    // Every unknown one is named; the known ones still work. Host routes know no session parameters.
    const two = await json(await host('/api/host/orders?state=waiting&user_id=x&collector_token=y'));
    expect([two.status, two.body.error.details?.map((d) => d.path)]).toEqual([400, ['user_id', 'collector_token']]);
    expect((await host('/api/host/orders?state=waiting&limit=5')).status).toBe(200);
  });

  it('takes the session parameters on member routes, and refuses anything else', async () => {
    expect((await app.request(`/api/me?${session}`)).status).toBe(200);
    const { status, body } = await json(await app.request(`/api/me?${session}&locale=de`));
    expect([status, body.error.code, body.error.details]).toEqual([400, 'VALIDATION_FAILED', [{ path: 'locale', message: UNKNOWN }]]);
    // A member route with its own query schema: its keys and the session's.
    expect((await app.request(`/api/me/rewards?${session}&tab=raffles&limit=10`)).status).toBe(200);
    expect((await json(await app.request(`/api/me/rewards?${session}&tab=raffles&page=2`))).body.error.details?.[0]?.path).toBe('page');
  });

  it('takes the session parameters on public routes (the fetcher appends them to every call), and refuses anything else', async () => {
    expect((await app.request(`/api/rewards?${session}&category=1`)).status).toBe(200);
    expect((await app.request(`/api/config?collector_token=${encodeURIComponent(anna.collectorToken)}`)).status).toBe(200);
    const { status, body } = await json(await app.request('/api/rewards?sort=price'));
    expect([status, body.error.details]).toEqual([400, [{ path: 'sort', message: UNKNOWN }]]);
    expect((await json(await app.request('/api/config?_=123'))).body.error.details?.[0]?.path).toBe('_');
  });

  it('refuses a body on a route without one, writes nothing, and takes an empty body', async () => {
    const before = await writeCounts(t.db);
    const spinsBefore = (await t.db.select({ n: count() }).from(prizewheelSpins))[0]!.n;
    const spin = (body?: string) =>
      app.request(`/api/prizewheel/spin?${session}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey('spin') },
        body,
      });
    const { status, body } = await json(await spin('{"segment_id":1}'));
    expect([status, body.error.code]).toEqual([400, 'BODY_NOT_ALLOWED']);
    // An unknown parameter on a write is refused before it runs, too.
    const unknown = await json(
      await host('/api/host/events?dry_run=1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collector_token: anna.collectorToken, step: 'articleRead', data: { article_id: 'strict-1' }, idempotency_key: newKey() }),
      }),
    );
    expect([unknown.status, unknown.body.error.details?.[0]?.path]).toEqual([400, 'dry_run']);
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await t.db.select({ n: count() }).from(prizewheelSpins))[0]!.n).toBe(spinsBefore);
    // No body at all, or an empty one, is no body: the route answers as always (whatever the wheel says).
    expect((await spin('')).status).not.toBe(400);
  });

  describe('on the Node server (Content-Length and Transfer-Encoding as sent)', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      const { deps } = makeApp(t.database);
      const api = getRequestListener(createApp(deps).fetch);
      server = createServer((req, res) => void api(req, res));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      new Promise<{ status: number; body: ErrorBody }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as ErrorBody }));
        });
        req.on('error', reject);
        if (body !== undefined) req.write(body);
        req.end();
      });

    it('refuses a GET with a body, chunked or with a length; takes Content-Length: 0', async () => {
      const sized = await send('GET', `/api/me?${session}`, { 'Content-Type': 'application/json', 'Content-Length': '2' }, '{}');
      expect([sized.status, sized.body.error.code]).toEqual([400, 'BODY_NOT_ALLOWED']);
      const chunked = await send('GET', `/api/me?${session}`, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, '{}');
      expect([chunked.status, chunked.body.error.code]).toEqual([400, 'BODY_NOT_ALLOWED']);
      expect((await send('GET', `/api/me?${session}`, { 'Content-Length': '0' })).status).toBe(200);
      expect((await send('DELETE', '/api/host/webhooks/999999', { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Length': '0' })).status).not.toBe(400);
    });
  });
});
