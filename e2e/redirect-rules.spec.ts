import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { DEMO_EDITOR, FIRST_VISIT_BALANCE, createOnboardedCollector } from './helpers';

// docs/product.md §5.3: proxy.ts asks for a redirect rule by path (rules stored in the database; the demo
// seed has /me → /me/overview, /me/shop → /me/rewards, /praemien → /me/rewards).
test.describe('redirect rules from the database', () => {
  test('the rules are served by GET /api/redirects', async ({ request }) => {
    const res = await request.get('/api/redirects');
    expect(res.status()).toBe(200);
    const rules = (await res.json()) as { path: string; target: string; permanent: boolean }[];
    expect(rules).toEqual(
      expect.arrayContaining([
        { path: '/me', target: '/me/overview', permanent: false },
        { path: '/me/shop', target: '/me/rewards', permanent: true },
        { path: '/praemien', target: '/me/rewards', permanent: true },
      ]),
    );
  });

  test('/me?collector_token=X → /me/overview?collector_token=X in the browser', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await page.goto(`/me?collector_token=${collector_token}`);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/me/overview');
    expect(url.searchParams.get('collector_token')).toBe(collector_token);
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
  });

  const cases = [
    { from: '/me', to: '/me/overview', status: 307 },
    { from: '/praemien', to: '/me/rewards', status: 308 },
    { from: '/me/shop', to: '/me/rewards', status: 308 },
  ];
  for (const { from, to, status } of cases) {
    test(`${from} → ${to} (${status}) keeps the query`, async ({ request }) => {
      const res = await request.get(`${from}?collector_token=tok123&platform=ios`, { maxRedirects: 0 });
      expect(res.status()).toBe(status);
      const location = new URL(res.headers().location!, E2E_BASE_URL);
      expect(location.origin).toBe(E2E_BASE_URL);
      expect(location.pathname).toBe(to);
      expect(location.searchParams.get('collector_token')).toBe('tok123');
      expect(location.searchParams.get('platform')).toBe('ios');
    });
  }

  test('paths without a rule are not redirected', async ({ request }) => {
    const res = await request.get('/me/overview?collector_token=tok123', { maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });
});

// A rule's target is a path of this site or an address of another site; the member's query goes
// only to our own origin, checked in proxy.ts after the target is resolved (docs/reliability.md,
// "Trust boundary"). `//host` and `/\host` are refused as targets, and a prefix rule whose kept
// rest makes `//host` of its target redirects nowhere.
test.describe('a redirect never takes the member to another site with their session', () => {
  const session = 'collector_token=tok-geheim&hash=h-geheim&token=t-geheim';

  test('the console refuses targets that a browser reads as another host', async ({ request }) => {
    const headers = { Origin: E2E_BASE_URL };
    expect((await request.post('/api/console/session', { headers, data: DEMO_EDITOR })).status()).toBe(200);
    for (const target of ['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x']) {
      const res = await request.post('/api/console/redirects', { headers, data: { path: `/e2e-fremd-${Date.now()}`, target, permanent: false } });
      expect(res.status(), target).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
  });

  test('a prefix rule whose rest makes another host of it redirects nowhere, a bare link included', async ({ request, page }) => {
    const headers = { Origin: E2E_BASE_URL };
    expect((await request.post('/api/console/session', { headers, data: DEMO_EDITOR })).status()).toBe(200);
    const prefix = `/e2e-rest-${Date.now().toString(36)}`;
    const made = await request.post('/api/console/redirects', { headers, data: { path: `${prefix}/*`, target: '/', permanent: false } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await request.post(`/api/console/redirects/${id}/publish`, { headers })).status()).toBe(200);

    // The rule works for a path of ours (after REDIRECT_CACHE_MS, 1 s in e2e/serve.mjs) …
    const location = async (path: string, extra: Record<string, string> = {}) => {
      const res = await request.get(path, { maxRedirects: 0, headers: extra });
      const to = res.headers().location;
      return to ? new URL(to, E2E_BASE_URL) : null;
    };
    await expect.poll(async () => (await location(`${prefix}/me/rewards?${session}`))?.pathname ?? null, { timeout: 10_000 }).toBe('/me/rewards');
    expect((await location(`${prefix}/me/rewards?${session}`))!.searchParams.get('collector_token')).toBe('tok-geheim');
    // … and sends nobody elsewhere: not with the query, not with the Referer's (a bare link).
    for (const to of [
      await location(`${prefix}//evil.example/x?${session}`),
      await location(`${prefix}//evil.example/x`, { Referer: `${E2E_BASE_URL}/me/overview?${session}`, Accept: 'text/html' }),
    ]) {
      if (to) expect(to.origin).toBe(E2E_BASE_URL);
    }

    // In the browser: the page stays on our origin, and no request leaves for evil.example.
    const left: string[] = [];
    await page.route('**://evil.example/**', (route) => {
      left.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${prefix}//evil.example/x?${session}`).catch(() => null);
    expect(left).toEqual([]);
    expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
  });
});
