import { expect, test, type Page } from '@playwright/test';
import { FIRST_VISIT_BALANCE, createOnboardedCollector } from './helpers';

const SIGNAL = 'raeppli:reset-to-home';

/**
 * Opens the overview and waits until the session is ready (the listener is in place from hydration:
 * the settings, the signal among them, are in the page's HTML; GET /api/config serves the same).
 */
async function openOverview(page: Page, collectorToken: string) {
  expect((await (await page.request.get('/api/config')).json()).reset_to_home_signal).toBe(SIGNAL);
  await page.goto(`/me/overview?collector_token=${collectorToken}&platform=ios`);
  expect(await page.content()).toContain(SIGNAL);
  await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
}

// docs/product.md §6.4: a window message equal to the configured signal, from an allowed origin, → /me/rewards.
test.describe('reset-to-home window message', () => {
  test('the signal from the same origin goes to /me/rewards keeping the session query', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await openOverview(page, collector_token);
    await page.evaluate((signal) => window.postMessage(signal, window.location.origin), SIGNAL);
    await page.waitForURL((url) => url.pathname === '/me/rewards');
    const url = new URL(page.url());
    expect(url.searchParams.get('collector_token')).toBe(collector_token);
    expect(url.searchParams.get('platform')).toBe('ios');
  });

  test('the signal as {type} object works too', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await openOverview(page, collector_token);
    await page.evaluate((signal) => window.postMessage({ type: signal }, window.location.origin), SIGNAL);
    await page.waitForURL((url) => url.pathname === '/me/rewards');
    expect(new URL(page.url()).searchParams.get('collector_token')).toBe(collector_token);
  });

  test('any other message does nothing', async ({ page, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    await openOverview(page, collector_token);
    const before = page.url();
    await page.evaluate(() => {
      window.postMessage('raeppli:reset', window.location.origin);
      window.postMessage('RAEPPLI:RESET-TO-HOME', window.location.origin);
      window.postMessage({ type: 'something-else' }, window.location.origin);
      window.postMessage({ signal: 'raeppli:reset-to-home' }, window.location.origin);
    });
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(before);
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('the signal from an origin that is not allowed does nothing', async ({ page, context, request }) => {
    const { collector_token } = await createOnboardedCollector(request);
    // A page on a foreign origin that sends the signal to the window that opened it.
    await context.route('https://fremd.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>window.opener.postMessage(${JSON.stringify(SIGNAL)}, '*'); document.title = 'sent';</script>`,
      }),
    );
    await openOverview(page, collector_token);
    const before = page.url();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('https://fremd.example/host', 'host'))]);
    await expect(popup).toHaveTitle('sent');
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(before);
    await popup.close();
  });
});
