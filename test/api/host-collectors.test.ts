// POST /api/host/collectors — the host creates anonymous and identified collectors.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { collectors, ssoUsers } from '@/lib/server/db/schema';
import { countRows, describeEachDatabase, makeApp, TEST_API_KEY, TEST_SSO_SECRET } from '../helpers/db';
import { hostErrorText } from '../helpers/rewards';

type App = ReturnType<typeof makeApp>['app'];

const TOKEN = /^[A-Za-z0-9_-]{22,}$/;
const HEX64 = /^[0-9a-f]{64}$/;

function post(app: App, body: unknown, opts: { key?: string | null; contentType?: string; raw?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': opts.contentType ?? 'application/json' };
  const key = opts.key === undefined ? TEST_API_KEY : opts.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  return app.request('/api/host/collectors', {
    method: 'POST',
    headers,
    body: opts.raw ?? JSON.stringify(body),
  });
}

describeEachDatabase('POST /api/host/collectors', (t) => {
  let app: App;
  const counts = async () => ({ collectors: await countRows(t.db, collectors), ssoUsers: await countRows(t.db, ssoUsers) });

  beforeAll(() => {
    app = makeApp(t.database).app;
  });

  describe('anonymous', () => {
    it('creates an anonymous collector with a random URL-safe token', async () => {
      const before = await counts();
      const res = await post(app, {});
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(Object.keys(body)).toEqual(['collector_token']);
      expect(body.collector_token).toMatch(TOKEN);
      // ≥ 128 bits: the base64url text decodes to at least 16 random bytes.
      expect(Buffer.from(body.collector_token, 'base64url').length).toBeGreaterThanOrEqual(16);

      const [row] = await t.db.select().from(collectors).where(eq(collectors.token, body.collector_token));
      expect(row).toBeDefined();
      expect(row!.ssoUserId).toBeNull();
      expect(row!.pointsAvailable).toBe(0);
      expect(await counts()).toEqual({ collectors: before.collectors + 1, ssoUsers: before.ssoUsers });
    });

    it('gives every call a new collector and token', async () => {
      const tokens = new Set<string>();
      for (let i = 0; i < 5; i++) tokens.add((await (await post(app, {})).json()).collector_token);
      expect(tokens.size).toBe(5);
    });

    it('treats an empty body as {}', async () => {
      const res = await post(app, undefined, { raw: '' });
      expect(res.status).toBe(201);
      expect((await res.json()).collector_token).toMatch(TOKEN);
    });

    it('lets /api/me read the new collector as anonymous', async () => {
      const { collector_token } = await (await post(app, {})).json();
      const me = await (await app.request(`/api/me?collector_token=${collector_token}`)).json();
      expect(me).toMatchObject({ collector_token, anonymous: true, username: null, points_available: 0 });
    });
  });

  describe('identified', () => {
    const user = { id: 'host-user-1', username: 'lena', email: 'lena@example.org', firstname: 'Lena', lastname: 'Berger' };

    it('creates a collector linked to the SSO user and returns hash and token', async () => {
      const before = await counts();
      const res = await post(app, { user });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(['collector_token', 'hash', 'token']);
      expect(body.collector_token).toMatch(TOKEN);
      expect(body.token).toMatch(TOKEN);
      expect(body.hash).toMatch(HEX64);
      expect(body.hash).toBe(createHmac('sha256', TEST_SSO_SECRET).update(body.token).digest('hex'));
      expect(await counts()).toEqual({ collectors: before.collectors + 1, ssoUsers: before.ssoUsers + 1 });

      const [sso] = await t.db.select().from(ssoUsers).where(eq(ssoUsers.id, user.id));
      expect(sso).toMatchObject({ ...user, token: body.token });
      const [row] = await t.db.select().from(collectors).where(eq(collectors.ssoUserId, user.id));
      expect(row!.token).toBe(body.collector_token);

      const me = await (await app.request(`/api/me?collector_token=${body.collector_token}`)).json();
      expect(me).toMatchObject({ anonymous: false, username: 'lena' });
    });

    it('returns the same collector for the same user id (status 200, still one row)', async () => {
      const first = await (await post(app, { user: { id: 'host-user-2' } })).json();
      const before = await counts();
      const res = await post(app, { user: { id: 'host-user-2' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(first);
      expect(await counts()).toEqual(before);
      expect(await t.db.select().from(collectors).where(eq(collectors.ssoUserId, 'host-user-2'))).toHaveLength(1);
    });

    it('needs only the user id', async () => {
      const res = await post(app, { user: { id: 'only-an-id' } });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.hash).toBe(createHmac('sha256', TEST_SSO_SECRET).update(body.token).digest('hex'));
      const me = await (await app.request(`/api/me?collector_token=${body.collector_token}`)).json();
      expect(me).toMatchObject({ anonymous: false, username: null });
    });

    it('rejects a username that belongs to another user with 409 and creates nothing', async () => {
      expect((await post(app, { user: { id: 'owner', username: 'vergeben' } })).status).toBe(201);
      const before = await counts();
      const res = await post(app, { user: { id: 'someone-else', username: 'vergeben' } });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: 'USERNAME_TAKEN', message: hostErrorText('USERNAME_TAKEN') } });
      expect(await counts()).toEqual(before);
      expect(await t.db.select().from(ssoUsers).where(eq(ssoUsers.id, 'someone-else'))).toHaveLength(0);
    });
  });

  describe('authorization', () => {
    it.each([
      ['a missing', null],
      ['a wrong', 'not-the-api-key-at-all'],
      ['a prefix of the', TEST_API_KEY.slice(0, -1)],
      ['an empty', ''],
    ])('rejects %s key with 401 and creates nothing', async (_label, key) => {
      const before = await counts();
      const res = await post(app, { user: { id: `unauthorized-${String(key)}` } }, { key });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body).toEqual({ error: { code: 'UNAUTHORIZED', message: hostErrorText('UNAUTHORIZED') } });
      expect(body.error.message).toMatch(/API-Schlüssel/);
      expect(await counts()).toEqual(before);
    });

    it('rejects the right key under another scheme', async () => {
      const res = await app.request('/api/host/collectors', {
        method: 'POST',
        headers: { Authorization: `Basic ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(401);
    });

    it('checks the key before reading the body', async () => {
      const res = await post(app, undefined, { key: null, raw: '{not json' });
      expect(res.status).toBe(401);
    });
  });

  describe('malformed bodies', () => {
    const cases: [string, { body?: unknown; raw?: string; contentType?: string }, number, string][] = [
      ['invalid JSON', { raw: '{"user": {"id": "x"' }, 400, 'INVALID_JSON'],
      ['a JSON array', { body: [] }, 400, 'VALIDATION_FAILED'],
      ['JSON null', { raw: 'null' }, 400, 'VALIDATION_FAILED'],
      ['an unknown top-level field', { body: { user: { id: 'u-extra' }, admin: true } }, 400, 'VALIDATION_FAILED'],
      ['an unknown user field', { body: { user: { id: 'u-extra2', password: 'geheim' } } }, 400, 'VALIDATION_FAILED'],
      ['a user without id', { body: { user: { username: 'ohne-id' } } }, 400, 'VALIDATION_FAILED'],
      ['a blank user id', { body: { user: { id: '   ' } } }, 400, 'VALIDATION_FAILED'],
      ['a too long user id', { body: { user: { id: 'x'.repeat(129) } } }, 400, 'VALIDATION_FAILED'],
      ['a bad email', { body: { user: { id: 'u-mail', email: 'keine-mail' } } }, 400, 'VALIDATION_FAILED'],
      ['a numeric user id', { body: { user: { id: 42 } } }, 400, 'VALIDATION_FAILED'],
      ['a string as user', { body: { user: 'u-1' } }, 400, 'VALIDATION_FAILED'],
      ['a numeric username', { body: { user: { id: 'u-num', username: 7 } } }, 400, 'VALIDATION_FAILED'],
      ['text/plain', { raw: '{}', contentType: 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['form data', { raw: 'user=1', contentType: 'application/x-www-form-urlencoded' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ];

    it.each(cases)('rejects %s with a clear German message and creates nothing', async (_label, input, status, code) => {
      const before = await counts();
      const res = await post(app, input.body, { raw: input.raw, contentType: input.contentType });
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.error.code).toBe(code);
      expect(body.error.message).toBe(hostErrorText(code));
      expect(await counts()).toEqual(before);
    });

    it('names the offending field of a validation failure', async () => {
      const res = await post(app, { user: { id: 'u-mail2', email: 'keine-mail' } });
      const body = await res.json();
      expect(body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'user.email' })]));
    });
  });

  if (t.kind === 'postgres') {
    it('creates exactly one collector for 50 concurrent calls with the same user id', async () => {
      const before = await counts();
      const responses = await Promise.all(Array.from({ length: 50 }, () => post(app, { user: { id: 'concurrent-user' } })));
      const bodies = await Promise.all(responses.map((r) => r.json()));
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(49);
      expect(new Set(bodies.map((b) => b.collector_token)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.token)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.hash)).size).toBe(1);
      expect(await counts()).toEqual({ collectors: before.collectors + 1, ssoUsers: before.ssoUsers + 1 });
    });
  }
});
