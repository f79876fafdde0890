import { expect, test } from '@playwright/test';
import { CHROMIUM, E2E_BASE_URL, E2E_HOST_ORIGIN } from './env';
import { createOnboardedCollector } from './helpers';

// "Jetzt anmelden" inside a host page's iframe (docs/product.md §6.7): a raeppli:login message to
// that page, which shows its own login. The host page here is answered by the spec, so Chromium
// takes it for a public page, and its local network checks would keep it from framing this
// machine's server (a real host and we are both public): they are off for this file.
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--disable-features=LocalNetworkAccessChecks'] } });

test('"Meine Prämien" in the host\'s iframe: a raeppli:login message to that page only', async ({ page, request }) => {
  const { collector_token } = await createOnboardedCollector(request);
  await page.route(`${E2E_HOST_ORIGIN}/artikel`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Host</title>
        <script>window.got = []; addEventListener('message', (e) => window.got.push({ origin: e.origin, data: e.data }));</script>
        <iframe src="${E2E_BASE_URL}/me/profile/rewards?collector_token=${collector_token}" width="390" height="700"></iframe>`,
    }),
  );
  await page.goto(`${E2E_HOST_ORIGIN}/artikel`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('login-hint')).toContainText('Bitte melde dich an');
  await frame.getByTestId('login-hint').getByRole('link', { name: 'Jetzt anmelden' }).click();
  // Besides the embed's own ready and resize (docs/embedding.md): the login message only.
  const got = () =>
    page.evaluate(() =>
      (window as unknown as { got: { data: { type: string } }[] }).got.filter((g) => g.data.type !== 'raeppli:ready' && g.data.type !== 'raeppli:resize'),
    );
  await expect.poll(got).toEqual([{ origin: E2E_BASE_URL, data: { type: 'raeppli:login', return: '/me/profile/rewards' } }]);
  // The web view stayed where it was: the host shows its own login.
  await expect(frame.getByTestId('login-hint')).toBeVisible();
});
