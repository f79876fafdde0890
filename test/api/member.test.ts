// Member API on a seeded demo database: /me, /actions, /specials, /config, /redirects, errors.
import { eq } from 'drizzle-orm';
import messages from '@/messages/de.json';
import { meSchema, specialSchema } from '@/lib/contracts/me';
import { seedDemo, type DemoMembers } from '@/lib/server/db/seed';
import { actions, badges, collectorBadges, collectors, ledgerEntries, redirectRules, specials } from '@/lib/server/db/schema';
import { createAnonymousCollector, ensureIdentifiedCollector } from '@/lib/server/services/collectors';
import { credit, ledgerSum } from '@/lib/server/money/ledger';
import { countRows, describeEachDatabase, makeApp, TEST_API_KEY, TEST_SSO_SECRET } from '../helpers/db';

type App = ReturnType<typeof makeApp>['app'];

const ME_KEYS = [
  'collector_token',
  'lang',
  'points_available',
  'anonymous',
  'username',
  'avatar_url',
  'level',
  'next_level',
  'badges',
  'meta',
  'currency',
  'customer',
  'points_retirement',
  'daily_reward',
].sort();

const DAY = 24 * 3600 * 1000;

describeEachDatabase('member API', (t) => {
  let app: App;
  let demo: DemoMembers;
  const collectorId = async (token: string) => (await t.db.select({ id: collectors.id }).from(collectors).where(eq(collectors.token, token)))[0]!.id;
  const get = (path: string) => app.request(path);
  const postAction = (token: string, body: string, contentType = 'application/json') =>
    app.request(`/api/actions?collector_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body,
    });

  beforeAll(async () => {
    const made = makeApp(t.database, { DATABASE_URL: 'postgres://raeppli:db-password-xyz@db.internal:5432/raeppli' });
    app = made.app;
    demo = await seedDemo(t.db, made.config);
  });

  describe('GET /api/me', () => {
    it('returns exactly the fields of docs/product.md §7.2 for the anonymous demo member', async () => {
      const res = await get(`/api/me?collector_token=${demo.anonymous}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const me = await res.json();
      expect(Object.keys(me).sort()).toEqual(ME_KEYS);
      expect(meSchema.safeParse(me).success).toBe(true);
      expect(me).toMatchObject({
        collector_token: demo.anonymous,
        lang: 'de',
        anonymous: true,
        username: null,
        points_available: 0,
        badges: [],
        // the internal _demo marker is not member meta
        meta: [],
        points_retirement: null,
        daily_reward: null,
        currency: { basename: 'Räppli', media: [{ url: 'https://raeppli.test/raeppli.svg' }] },
        customer: { uri_scheme: 'raeppli' },
      });
      // Anonymous members do not level up: the first level; the next is the second, what logging in brings.
      expect(me.level).toMatchObject({ name: 'Neuling', threshold: 0 });
      expect(me.next_level).toMatchObject({ position: 2, name: 'Leseratte' });
      const [row] = await t.db.select({ lifetime: collectors.lifetimeEarned }).from(collectors).where(eq(collectors.token, demo.anonymous));
      expect(me.next_level.missing).toBe(Math.max(0, me.next_level.threshold - row!.lifetime));
    });

    it('shows the identified demo member with username, balance equal to the ledger, and a badge', async () => {
      const res = await get(`/api/me?collector_token=${demo.identified.collectorToken}`);
      expect(res.status).toBe(200);
      const me = await res.json();
      expect(Object.keys(me).sort()).toEqual(ME_KEYS);
      expect(meSchema.safeParse(me).success).toBe(true);
      expect(me.anonymous).toBe(false);
      expect(me.username).toBe('anna');
      expect(me.points_available).toBeGreaterThan(0);
      expect(me.points_available).toBe(await ledgerSum(t.db, await collectorId(demo.identified.collectorToken)));
      // The seed's article read, and the badges of anna's demo orders (a reward bought, a donation).
      expect(me.badges.map((b: { slug: string }) => b.slug)).toEqual(['erster-artikel', 'erste-praemie', 'erste-spende']);
      // What expires next: the open credits sharing the earliest expiry (credits of one business day expire together).
      const open = (
        await t.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.collectorId, await collectorId(demo.identified.collectorToken)))
      )
        .filter((e) => (e.remaining ?? 0) > 0 && e.expiresAt)
        .sort((a, b) => a.expiresAt!.getTime() - b.expiresAt!.getTime());
      const first = open[0]!.expiresAt!.getTime();
      expect(me.points_retirement).toEqual({
        points: open.filter((e) => e.expiresAt!.getTime() === first).reduce((sum, e) => sum + e.remaining!, 0),
        date: new Date(first).toISOString(),
      });
    });

    it('reports level, next level, badges, meta and the next expiry from the ledger', async () => {
      const { collector } = await ensureIdentifiedCollector(t.db, { id: 'level-test-user' }, TEST_SSO_SECRET, { abo: 'plus', _internal: true });
      const soon = new Date(Date.now() + 10 * DAY);
      const later = new Date(Date.now() + 20 * DAY);
      await credit(t.db, collector.id, { amount: 300, kind: 'earn', reason: 'adjustment', params: { text: 'Test' }, idempotencyKey: 'a', expiresAt: soon });
      await credit(t.db, collector.id, { amount: 100, kind: 'earn', reason: 'adjustment', params: { text: 'Test' }, idempotencyKey: 'b', expiresAt: later });
      await credit(t.db, collector.id, { amount: 50, kind: 'earn', reason: 'adjustment', params: { text: 'Test' }, idempotencyKey: 'c' });
      // a retried credit has no second effect
      await credit(t.db, collector.id, { amount: 50, kind: 'earn', reason: 'adjustment', params: { text: 'Test' }, idempotencyKey: 'c' });
      const [badge] = await t.db.select().from(badges).where(eq(badges.slug, 'wochenserie'));
      await t.db.insert(collectorBadges).values({ collectorId: collector.id, badgeId: badge!.id });

      const me = await (await get(`/api/me?collector_token=${collector.token}`)).json();
      expect(meSchema.safeParse(me).success).toBe(true);
      expect(me.points_available).toBe(450);
      expect(await ledgerSum(t.db, collector.id)).toBe(450);
      expect(me.level).toEqual({ id: expect.any(Number), position: 2, name: 'Leseratte', threshold: 200, image_url: '/levels/2.svg' });
      expect(me.next_level).toMatchObject({ position: 3, name: 'Stammgast', threshold: 500, missing: 50, progress: 83 });
      expect(me.badges).toEqual([
        {
          id: badge!.id,
          slug: 'wochenserie',
          name: badge!.name,
          description: badge!.description,
          image_url: badge!.imageUrl,
          earned_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
      expect(me.meta).toEqual([{ key: 'abo', value: 'plus' }]);
      expect(me.points_retirement).toEqual({ points: 300, date: soon.toISOString() });
      expect(me.anonymous).toBe(false);
    });

    it('answers 404 COLLECTOR_NOT_FOUND for an unknown token', async () => {
      const res = await get('/api/me?collector_token=unknownTokenAAAAAAAAAAAAAAAAAAAA');
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: { code: 'COLLECTOR_NOT_FOUND', message: messages.errors.COLLECTOR_NOT_FOUND } });
    });

    it('answers 404, not 500, for an absurdly long token', async () => {
      const res = await get(`/api/me?collector_token=${'x'.repeat(5000)}`);
      expect(res.status).toBe(404);
    });

    it.each([
      ['missing', '/api/me'],
      ['empty', '/api/me?collector_token='],
    ])('answers 400 MISSING_COLLECTOR_TOKEN for a %s token', async (_label, path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'MISSING_COLLECTOR_TOKEN', message: messages.errors.MISSING_COLLECTOR_TOKEN } });
    });
  });

  describe('POST /api/actions', () => {
    const actionCount = async (token: string) =>
      (
        await t.db
          .select()
          .from(actions)
          .where(eq(actions.collectorId, await collectorId(token)))
      ).length;

    it('records one layerVisit row per call', async () => {
      const token = (await createAnonymousCollector(t.db)).token;
      for (let visit = 1; visit <= 3; visit++) {
        const res = await postAction(token, JSON.stringify({ step: 'layerVisit', data: {} }));
        expect(res.status).toBe(201);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const body = await res.json();
        // The first visit of the business day pays the daily-visit rule; an anonymous member wins no daily reward.
        expect(body).toEqual({
          id: expect.any(Number),
          step: 'layerVisit',
          recorded_at: expect.any(String),
          awarded: visit === 1 ? 10 : 0,
          daily_reward: null,
        });
        expect(await actionCount(token)).toBe(visit);
      }
      const rows = await t.db
        .select()
        .from(actions)
        .where(eq(actions.collectorId, await collectorId(token)));
      expect(rows.every((r) => r.step === 'layerVisit' && Object.keys(r.data).length === 0)).toBe(true);
      const [collector] = await t.db.select().from(collectors).where(eq(collectors.token, token));
      expect(collector!.lastSeenAt).toBeInstanceOf(Date);
    });

    it('stores the data of other steps', async () => {
      const token = (await createAnonymousCollector(t.db)).token;
      const res = await postAction(token, JSON.stringify({ step: 'articleRead', data: { article: 'a-42' } }));
      expect(res.status).toBe(201);
      const [row] = await t.db
        .select()
        .from(actions)
        .where(eq(actions.collectorId, await collectorId(token)));
      expect(row).toMatchObject({ step: 'articleRead', data: { article: 'a-42' } });
    });

    it.each([
      ['invalid JSON', '{"step":', 'application/json', 400, 'INVALID_JSON'],
      ['no step', JSON.stringify({ data: {} }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['an empty step', JSON.stringify({ step: '', data: {} }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['a step with spaces', JSON.stringify({ step: 'layer visit', data: {} }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['a step starting with a digit', JSON.stringify({ step: '1visit', data: {} }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['a too long step', JSON.stringify({ step: `a${'b'.repeat(64)}`, data: {} }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['a numeric step', JSON.stringify({ step: 7, data: {} }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['an array as data', JSON.stringify({ step: 'layerVisit', data: [] }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['a string as data', JSON.stringify({ step: 'layerVisit', data: 'x' }), 'application/json', 400, 'VALIDATION_FAILED'],
      ['a JSON array', '[]', 'application/json', 400, 'VALIDATION_FAILED'],
      ['text/plain', JSON.stringify({ step: 'layerVisit', data: {} }), 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ])('rejects %s and writes nothing', async (_label, body, contentType, status, code) => {
      const token = demo.anonymous;
      const before = await countRows(t.db, actions);
      const res = await postAction(token, body, contentType);
      expect(res.status).toBe(status);
      const json = await res.json();
      expect(json.error.code).toBe(code);
      expect(json.error.message).toBe(messages.errors[code as keyof typeof messages.errors]);
      expect(await countRows(t.db, actions)).toBe(before);
    });

    it('rejects an unknown collector with 404 and writes nothing', async () => {
      const before = await countRows(t.db, actions);
      const res = await postAction('no-such-collector-token-000000000', JSON.stringify({ step: 'layerVisit', data: {} }));
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('COLLECTOR_NOT_FOUND');
      expect(await countRows(t.db, actions)).toBe(before);
    });

    it('rejects a body over 64 KiB with 413 and writes nothing', async () => {
      const before = await countRows(t.db, actions);
      const res = await postAction(demo.anonymous, JSON.stringify({ step: 'layerVisit', data: { pad: 'x'.repeat(70 * 1024) } }));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: messages.errors.PAYLOAD_TOO_LARGE } });
      expect(await countRows(t.db, actions)).toBe(before);
    });
  });

  describe('GET /api/specials', () => {
    beforeAll(async () => {
      const now = Date.now();
      await t.db.insert(specials).values([
        {
          slug: 't-running',
          title: 'Läuft',
          position: 0,
          startsAt: new Date(now - DAY),
          endsAt: new Date(now + DAY),
          content: [{ type: 'rewards', values: [{ id: 1 }] }],
        },
        { slug: 't-open-ended', title: 'Ohne Zeitraum', position: 99 },
        { slug: 't-future', title: 'Kommt noch', startsAt: new Date(now + DAY), endsAt: new Date(now + 2 * DAY) },
        { slug: 't-unpublished', title: 'Entwurf', published: false, startsAt: new Date(now - DAY), endsAt: new Date(now + DAY) },
        { slug: 't-over', title: 'Vorbei', startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - DAY) },
      ]);
    });

    it('lists only running, published specials, shaped by the contract', async () => {
      const res = await get(`/api/specials?collector_token=${demo.anonymous}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const list = await res.json();
      expect(Array.isArray(list)).toBe(true);
      for (const special of list) expect(specialSchema.strict().safeParse(special).success).toBe(true);
      const slugs = list.map((s: { slug: string }) => s.slug);
      expect(slugs).toEqual(expect.arrayContaining(['t-running', 't-open-ended']));
      for (const excluded of ['t-future', 't-unpublished', 't-over']) expect(slugs).not.toContain(excluded);
      // sorted by position: t-running (0) first, t-open-ended (99) last
      expect(slugs[0]).toBe('t-running');
      expect(slugs[slugs.length - 1]).toBe('t-open-ended');
      const running = list.find((s: { slug: string }) => s.slug === 't-running');
      expect(running).toMatchObject({ title: 'Läuft', menu_link: null, content: [{ type: 'rewards', values: [{ id: 1 }] }] });
      expect(list.find((s: { slug: string }) => s.slug === 't-open-ended')).toMatchObject({ starts_at: null, ends_at: null });
    });

    it('needs a collector token', async () => {
      expect((await get('/api/specials')).status).toBe(400);
      expect((await get('/api/specials?collector_token=nope')).status).toBe(404);
    });
  });

  describe('GET /api/config', () => {
    it('serves the public settings without any secret', async () => {
      const res = await get('/api/config');
      expect(res.status).toBe(200);
      const text = await res.text();
      const config = JSON.parse(text);
      expect(config).toMatchObject({ project: 'laendlepunkte', sso_endpoint: '/sso/', timezone: 'Europe/Vienna' });
      for (const secret of [TEST_API_KEY, TEST_SSO_SECRET, 'db-password-xyz', 'db.internal']) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/api_key"\s*:\s*"(?!null)|sso_secret|database_url/i);
    });
  });

  describe('GET /api/redirects', () => {
    it('lists the redirect rules', async () => {
      await t.db.insert(redirectRules).values({ path: '/alt/*', target: 'https://example.org/neu', permanent: true });
      const res = await get('/api/redirects');
      expect(res.status).toBe(200);
      const rules = await res.json();
      const stored = await t.db.select().from(redirectRules);
      expect(rules).toHaveLength(stored.length);
      expect(rules).toEqual(
        expect.arrayContaining([
          { path: '/me/shop', target: '/me/rewards', permanent: true },
          { path: '/alt/*', target: 'https://example.org/neu', permanent: true },
        ]),
      );
      for (const rule of rules) expect(Object.keys(rule).sort()).toEqual(['path', 'permanent', 'target']);
    });
  });

  describe('errors', () => {
    it('answers an unknown /api path with a 404 JSON error', async () => {
      const res = await get(`/api/nope?collector_token=${demo.anonymous}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: messages.errors.NOT_FOUND } });
    });

    it('answers another method on a known path with 405 METHOD_NOT_ALLOWED', async () => {
      const res = await app.request(`/api/me?collector_token=${demo.anonymous}`, { method: 'DELETE' });
      expect(res.status).toBe(405);
      expect((await res.json()).error.code).toBe('METHOD_NOT_ALLOWED');
    });

    it('rejects a host request body over 64 KiB with 413 and creates nothing', async () => {
      const before = await countRows(t.db, collectors);
      const res = await app.request('/api/host/collectors', {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user: { id: 'big' }, pad: 'x'.repeat(65 * 1024) }),
      });
      expect(res.status).toBe(413);
      expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await countRows(t.db, collectors)).toBe(before);
    });
  });
});
