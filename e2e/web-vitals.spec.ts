// Real-user Web Vitals (docs/reliability.md): a visit reports its LCP and CLS (INP after an input)
// to POST /api/vitals when the page is hidden — the page as a path pattern, no token — and the
// console shows the 75th percentile per page and day. The e2e server samples every visit.
import { expect, test } from '@playwright/test';
import { consoleLogin, createCollector } from './helpers';

test('a visit reports its Web Vitals when hidden, without the token, and the console shows them', async ({ page, request, browser }) => {
  const member = await createCollector(request);
  const reported = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/vitals');
  await page.goto(`/me/rewards/detail/1?collector_token=${member.collector_token}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  // The library loads after the page did; then the page goes to the background.
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on');
  // An input ends the largest-paint measurement (the library reports LCP then, or when hidden).
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // A beacon's body is not shown to Playwright: what it holds is the API's test (test/api/vitals.test.ts);
  // here, that it went without the address's query and was stored.
  const beacon = await reported;
  expect(new URL(beacon.url()).search).toBe('');
  expect((await beacon.response())?.status()).toBe(204);

  const staff = await browser.newPage();
  await consoleLogin(staff, '/console/vitals');
  const row = staff
    .getByTestId('console-vitals')
    .getByRole('row')
    .filter({ has: staff.getByRole('cell', { name: '/me/rewards/detail/:id', exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText(/\d+ ms/);
  await staff.screenshot({ path: 'test-results/console-vitals.png', fullPage: true });
  await staff.close();
});
