// Real-user Web Vitals (docs/reliability.md, "Real-user Web Vitals"): POST /api/vitals stores a
// visit's values under its page pattern and nothing about the visitor; the console reads the p75
// per page and business day.
import { webVitals } from '@/lib/server/db/schema';
import { p75 } from '../helpers/percentile';
import { pruneVitals, vitalsReport } from '@/lib/server/services/vitals';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { countRows, describeEachDatabase, makeApp } from '../helpers/db';
import type { App } from '../helpers/loyalty';

describeEachDatabase('Web Vitals', (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];
  beforeAll(() => {
    ({ app, config } = makeApp(t.database));
  });
  const report = (body: unknown, contentType = 'application/json') =>
    app.request('/api/vitals', { method: 'POST', headers: { 'Content-Type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('stores a visit and answers the p75 per page and day to every staff role', async () => {
    const lcps = [1200, 1800, 2600, 900, 3100];
    for (const [i, lcp] of lcps.entries()) {
      const metrics = [{ name: 'LCP', value: lcp }, { name: 'CLS', value: i * 0.01 }, ...(i % 2 ? [{ name: 'INP', value: 80 + i * 40 }] : [])];
      expect((await report({ page: '/me/rewards/detail/:id', metrics })).status).toBe(204);
    }
    expect((await report({ page: '/me/overview', metrics: [{ name: 'LCP', value: 700 }] })).status).toBe(204);

    const editor = await loginAs(app, await staffMember(t.db, 'editor'));
    const res = await consoleCall(app, 'GET', '/api/console/vitals?days=7', { cookie: editor });
    expect(res.status).toBe(200);
    const detail = res.json.rows.find((r: { page: string }) => r.page === '/me/rewards/detail/:id');
    expect(detail).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      page: '/me/rewards/detail/:id',
      lcp_p75: p75(lcps),
      inp_p75: p75([120, 200]),
      cls_p75: p75([0, 0.01, 0.02, 0.03, 0.04]),
      visits: 5,
    });
    expect(res.json.rows[0].page).toBe('/me/rewards/detail/:id'); // most visits first
    expect(res.json.sample_rate).toBe(config.VITALS_SAMPLE_RATE);
    expect((await consoleCall(app, 'GET', '/api/console/vitals')).status).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ['a query in the page', { page: '/me/overview?collector_token=geheim', metrics: [{ name: 'LCP', value: 1 }] }, 'application/json'],
    ['a token field', { page: '/me/overview', collector_token: 'geheim', metrics: [{ name: 'LCP', value: 1 }] }, 'application/json'],
    ['an unknown metric', { page: '/me/overview', metrics: [{ name: 'FID', value: 1 }] }, 'application/json'],
    ['a negative value', { page: '/me/overview', metrics: [{ name: 'LCP', value: -1 }] }, 'application/json'],
    [
      'a metric twice',
      {
        page: '/me/overview',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      'application/json',
    ],
    ['no metric', { page: '/me/overview', metrics: [] }, 'application/json'],
    ['a page without slash', { page: 'me', metrics: [{ name: 'LCP', value: 1 }] }, 'application/json'],
    ['text/plain', JSON.stringify({ page: '/me', metrics: [{ name: 'LCP', value: 1 }] }), 'text/plain'],
  ])('refuses %s and stores nothing', async (_label, body, type) => {
    const before = await countRows(t.db, webVitals);
    const res = await report(body, type);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await countRows(t.db, webVitals)).toBe(before);
  });

  it('keeps 90 days', async () => {
    const now = new Date();
    await t.db.insert(webVitals).values([
      { day: '2020-01-01', page: '/alt', visit: 'v-old', name: 'LCP', value: 1 },
      { day: '2020-01-02', page: '/alt', visit: 'v-old-2', name: 'LCP', value: 1 },
    ]);
    expect(await pruneVitals(t.db, config, now)).toEqual({ pruned: 2 });
    expect((await vitalsReport(t.db, config, 90, now)).rows.some((r) => r.page === '/alt')).toBe(false);
  });
});
