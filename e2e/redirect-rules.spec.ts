import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { FIRST_VISIT_BALANCE, createOnboardedCollector } from './helpers';

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
