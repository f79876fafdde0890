// The way back from our sign-in page without signing in (docs/sso.md, "Signing in";
// lib/client/sign-in-go.ts): the session never travels in the sign-in page's address, so the page
// that sent the reader leaves its own address in the tab, and «Zurück, ohne dich anzumelden» leads
// there — not to `return` alone, where the page has no account to show («Support-Code: c000»). The
// shared e2e server names a host's login page, so "Jetzt anmelden" never leads to /login there: this
// spec runs its own server without one, as a publisher on our SSO (and the demo) has it.
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_API_KEY, E2E_PORT } from './env';
import { createOnboardedCollector, demoRewardId } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

const PORT = E2E_PORT + 91;
const BASE = `http://127.0.0.1:${PORT}`;

let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // The demo's rewards (seeded on PGlite), for a reward detail that asks an anonymous reader to sign in.
  server = await startOwnServer(PORT, { SEED_DEMO: 'auto', API_KEY: E2E_API_KEY, SITE_URL: BASE, FRONTEND_URL: BASE, LOGIN_URL: '' });
  api = await playwrightRequest.newContext({ baseURL: BASE });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('«Zurück, ohne dich anzumelden» brings an anonymous reader back to the page they came from, with their session', async ({ page }) => {
  const { collector_token } = await createOnboardedCollector(api);
  const id = await demoRewardId(api, 'Kinogutschein für zwei');
  const from = `/me/rewards/detail/${id}?collector_token=${collector_token}`;
  await page.goto(`${BASE}${from}`);
  const blocked = page.getByTestId('redeem-blocked');
  await expect(blocked).toHaveText('Bitte melde dich an, um Prämien einzulösen. Jetzt anmelden');
  await blocked.getByRole('link', { name: 'Jetzt anmelden' }).click();

  await page.waitForURL((url) => url.pathname === '/login');
  // The session did not travel in the sign-in page's address.
  const signIn = new URL(page.url()).searchParams;
  expect([...signIn.keys()]).toEqual(['return']);
  expect(signIn.get('return')).toBe(`${BASE}/me/rewards/detail/${id}`);
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  const back = page.getByRole('link', { name: '‹ Zurück, ohne dich anzumelden' });
  await expect(back).toHaveAttribute('href', from);
  await back.click();

  // The page as it was, with its session: the reward and its way to sign in, no error page.
  await page.waitForURL((url) => url.pathname === `/me/rewards/detail/${id}`);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ collector_token });
  await expect(page.getByTestId('redeem-blocked')).toHaveText('Bitte melde dich an, um Prämien einzulösen. Jetzt anmelden');
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expect(page.getByText('Es wurde kein Räppli-Konto übergeben.', { exact: false })).toHaveCount(0);
});
