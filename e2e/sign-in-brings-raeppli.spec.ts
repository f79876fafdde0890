// A reader who collected Räppli before signing in keeps them when signing in at our own sign-in page
// (docs/sso.md, "Signing in"; lib/client/sign-in-go.ts). The shared e2e server names a host's login
// page, so "Jetzt anmelden" never leads to /login there: this spec runs its own server without one,
// as a publisher on our SSO (and the demo) has it.
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { E2E_API_KEY, E2E_PORT } from './env';
import { createCollector, hostCredit, rememberSecrets, skipOnboarding } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

const PORT = E2E_PORT + 90;
const BASE = `http://127.0.0.1:${PORT}`;
const password = 'Leser-Passwort-2026';

let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer(PORT, { SEED_DEMO: 'never', API_KEY: E2E_API_KEY, SITE_URL: BASE, FRONTEND_URL: BASE, LOGIN_URL: '' });
  api = await playwrightRequest.newContext({ baseURL: BASE });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function balance(token: string) {
  const res = await api.get(`/api/host/collectors/${token}`, { headers: { Authorization: `Bearer ${E2E_API_KEY}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

test('the Räppli collected before signing in come along into the account', async ({ page }) => {
  // A member the host created, with a password and 5 Räppli of their own.
  const id = `e2e-brings-${Date.now()}`;
  const username = `mitbringer${Date.now() % 1e8}`;
  const member = await createCollector(api, { id, username });
  expect((await api.put(`/api/host/users/${id}/password`, { headers: { Authorization: `Bearer ${E2E_API_KEY}` }, data: { password } })).status()).toBe(204);
  rememberSecrets({ password });
  await hostCredit(api, member.collector_token, 5);
  // The same person reading anonymously first: 12 Räppli on a collector of its own.
  const anonymous = await createCollector(api);
  await hostCredit(api, anonymous.collector_token, 12);
  await skipOnboarding(api, anonymous.collector_token);

  // The visit is booked (the daily-visit rule may pay for it) before the reader moves on.
  const visited = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.goto(`${BASE}/me/profile/rewards?collector_token=${anonymous.collector_token}&platform=web`);
  await visited;
  const collected = await balance(anonymous.collector_token);
  expect(collected).toBeGreaterThanOrEqual(12);
  await page.getByTestId('sign-in').first().click();
  await page.waitForURL((url) => url.pathname === '/login');
  // The session did not travel in the sign-in page's address.
  expect([...new URL(page.url()).searchParams.keys()]).toEqual(['return']);
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  const back = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.getByRole('button', { name: 'Anmelden' }).click();

  await page.waitForURL((url) => url.pathname === '/me/profile/rewards' && url.searchParams.has('hash'));
  expect(new URL(page.url()).searchParams.get('collector_token')).toBe(member.collector_token);
  await back;
  // Everything collected before moved in, keeping nothing behind; the header shows the account's balance.
  const statement = await api.get(`/api/host/collectors/${member.collector_token}/statement?limit=100`, {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
  });
  const { items } = (await statement.json()) as { items: { amount: number; kind: string }[] };
  expect(items.filter((i) => i.kind === 'transfer_in').reduce((sum, i) => sum + i.amount, 0)).toBe(collected);
  const total = await balance(member.collector_token);
  expect(total).toBeGreaterThanOrEqual(5 + collected);
  await expect(page.getByTestId('header-balance')).toContainText(String(total));
  expect(await balance(anonymous.collector_token)).toBe(total); // the old token now names the account it went into
  // Done: the token left for the sign-in is gone, so a later sign-in in this tab moves nothing again.
  expect(await page.evaluate(() => sessionStorage.getItem('raeppli:sign-in-from'))).toBeNull();
});
