import { expect, test } from '@playwright/test';
import { E2E_API_KEY, E2E_BASE_URL, E2E_LOGIN_URL } from './env';
import { createCollector, layoutShift, observeLayoutShift, rememberSecrets, screenLoaded } from './helpers';

// Our SSO's sign-in page /login (docs/sso.md, "Signing in"): where "Jetzt anmelden" leads when the
// publisher names no login page of its own (these specs' server names one, so they open /login directly).
test.describe('the sign-in page', () => {
  const password = 'Leser-Passwort-2026';

  /** A member the host created, with a username and a password at our SSO. */
  async function memberWithPassword(request: import('@playwright/test').APIRequestContext) {
    const id = `e2e-login-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const username = `leser${Date.now() % 1e8}`;
    const member = await createCollector(request, { id, username });
    const set = await request.put(`/api/host/users/${id}/password`, { headers: { Authorization: `Bearer ${E2E_API_KEY}` }, data: { password } });
    expect(set.status()).toBe(204);
    rememberSecrets({ password });
    return { ...member, username };
  }

  test('signs a reader in and brings them back to the page they came from, signed in', async ({ page, request }) => {
    const m = await memberWithPassword(request);
    await observeLayoutShift(page);
    const back = `${E2E_BASE_URL}/me/profile/rewards?platform=web`;
    await page.goto(`/login?return=${encodeURIComponent(back)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
    // A way back without signing in (a webview may have no back button), to the page that sent the reader.
    await expect(page.getByTestId('sign-in-back')).toHaveAttribute('href', '/me/profile/rewards?platform=web');
    const form = page.getByTestId('sign-in-form');
    // A wrong password (nothing filled in is components/sign-in/sign-in-form.test.tsx's): the server's German answer; the username stays, the password is emptied.
    await form.getByLabel('Benutzername oder E-Mail-Adresse').fill(m.username);
    await form.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByTestId('sign-in-error')).toHaveText('Benutzername oder E-Mail-Adresse und Passwort passen nicht zusammen.');
    await expect(form.getByLabel('Benutzername oder E-Mail-Adresse')).toHaveValue(m.username);
    await expect(form.getByLabel('Passwort', { exact: true })).toHaveValue('');
    expect((await layoutShift(page)).cls).toBeLessThanOrEqual(0.05);
    await screenLoaded(page);
    await page.screenshot({ path: 'test-results/screens/sign-in-error-390.png', fullPage: true });

    await form.getByLabel('Passwort', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/me/profile/rewards');
    const address = new URL(page.url()).searchParams;
    expect(Object.fromEntries(address)).toEqual({ platform: 'web', collector_token: m.collector_token, hash: m.hash, token: m.token });
    // Signed in: "Meine Prämien" shows the member's (empty) list, not the sign-in prompt.
    await expect(page.getByTestId('my-rewards-empty')).toBeVisible();
    await expect(page.getByTestId('sign-in')).toHaveCount(0);
  });

  test('a return address elsewhere is not followed: the session stays on this site', async ({ page, request }) => {
    const m = await memberWithPassword(request);
    await page.goto(`/login?return=${encodeURIComponent('https://evil.example/steal')}`);
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    await expect(page.getByTestId('sign-in-back')).toHaveCount(0);
    await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(m.username);
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => url.pathname === '/me/overview');
    expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
  });

  test('a session never follows the reader onto the sign-in page (the token fallback leaves /login alone)', async ({ page, request }) => {
    const m = await memberWithPassword(request);
    await page.goto(`/me/rewards?collector_token=${m.collector_token}&hash=${m.hash}&token=${encodeURIComponent(m.token!)}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A plain navigation from the member's page (not the router): its Referer carries the session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a test, on purpose a full navigation
    await page.evaluate(() => window.location.assign('/login?return=%2Fme%2Frewards'));
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByTestId('sign-in-form')).toBeVisible();
    const address = new URL(page.url()).searchParams;
    expect([...address.keys()]).toEqual(['return']);
  });

  test('the index without a session offers to sign in', async ({ page }) => {
    await page.route(`${E2E_LOGIN_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Anmeldung</title><h1>Anmeldung</h1>' }),
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await page.waitForURL((url) => url.href.startsWith(E2E_LOGIN_URL));
    expect(new URL(page.url()).searchParams.get('return')).toBe(`${E2E_BASE_URL}/`);
  });
});
