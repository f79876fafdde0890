import { expect, test, type Page, type Request } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { FIRST_VISIT_BALANCE, createCollector, demoUrls, payTodaysVisit, relative, tokenOf, unknownToken } from './helpers';

/** The POST /api/actions layerVisit that AppState sends once it is ready (docs/product.md §7.3, §12.2). */
function layerVisit(page: Page, collectorToken: string): Promise<Request> {
  return page.waitForRequest((req) => {
    if (req.method() !== 'POST') return false;
    const url = new URL(req.url());
    if (url.pathname !== '/api/actions' || url.searchParams.get('collector_token') !== collectorToken) return false;
    const body = req.postDataJSON() as { step?: unknown; data?: unknown } | null;
    return body?.step === 'layerVisit';
  });
}

test.describe('AppState on /me/overview', () => {
  test('a real collector created through the host API: ready, the Räppli of the first visit, level, no error', async ({ page, request }) => {
    const { collector_token } = await createCollector(request);
    const events: string[] = [];
    page.on('requestfinished', (r) => new URL(r.url()).pathname === '/api/me' && events.push('me loaded'));
    page.on('request', (r) => new URL(r.url()).pathname === '/api/actions' && events.push('layerVisit sent'));
    const visit = layerVisit(page, collector_token);
    const meResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');

    const response = await page.goto(`/me/overview?collector_token=${collector_token}`);
    expect(response?.status()).toBe(200);
    expect((await meResponse).status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
    await expect(page.getByRole('region', { name: 'Dein Guthaben' })).toContainText('Räppli');
    await expect(page.getByTestId('level-name')).toHaveText('Level 1: Neuling');
    await expect(page.getByTestId('level-hint')).toHaveText('Melde dich an, um aufzusteigen. Jetzt anmelden');
    await expect(page.getByText('Noch keine Abzeichen. Lies Artikel und sammle Räppli!')).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);

    // After ready: the visit is logged with empty data.
    const req = await visit;
    expect(req.postDataJSON()).toEqual({ step: 'layerVisit', data: {} });
    const res = await req.response();
    expect(res?.ok()).toBe(true);
    // /me, then the visit, then /me again with what the visit paid.
    expect(events.slice(0, 2)).toEqual(['me loaded', 'layerVisit sent']);
  });

  test("the identified demo member (printed by the server): seeded history plus today's visit, level and badge", async ({ page, request }) => {
    const url = demoUrls().identified;
    const token = tokenOf(url);
    // Specs beside this one open Anna's pages too, and the first visit of the day pays: made here
    // first, so what the page loads is what the API says below (a first visit paid by this page is
    // the first test's, with a member of its own).
    await payTodaysVisit(request, url);
    const visit = layerVisit(page, token);
    const meResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
    await page.goto(relative(url));
    const first = (await (await meResponse).json()) as { anonymous: boolean; meta: { key: string }[] };
    expect(first.anonymous).toBe(false);
    expect(first.meta.filter((m) => m.key.startsWith('_'))).toEqual([]); // internal markers stay internal
    await (await visit).response();

    // The seed earned 370 Räppli through the rules; the first visit of today adds the daily visit
    // (10) and a daily reward (5–100).
    const me = (await (await request.get(`/api/me?collector_token=${token}`)).json()) as {
      points_available: number;
      level: { position: number; name: string };
      daily_reward: { title: string } | null;
    };
    expect(me.points_available).toBeGreaterThanOrEqual(370 + 10 + 5);
    expect(me.daily_reward).not.toBeNull();
    await expect(page.getByTestId('balance')).toHaveText(new Intl.NumberFormat('de-DE').format(me.points_available));
    await expect(page.getByTestId('level-name')).toHaveText(`Level ${me.level.position}: ${me.level.name}`);
    await expect(page.getByTestId('badges')).toContainText('Erster Artikel');
    await expect(page.getByText(/\d+ Räppli verfallen am \d{1,2}\. \S+ \d{4}\./)).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('a later visit of the same day pays nothing and loads /me and the statement once, not again after the visit', async ({ page, request }) => {
    const { collector_token, hash, token } = await createCollector(request, { id: `visit-${Date.now()}-${Math.random()}` });
    const url = `/me/overview?collector_token=${collector_token}&hash=${hash}&token=${token}`;
    // The first visit of the day: the visit pays, so /me comes again with the daily reward.
    const first = layerVisit(page, collector_token);
    await page.goto(url);
    const paid = (await (await (await first).response())!.json()) as { awarded: number; daily_reward: unknown };
    expect(paid.awarded).toBeGreaterThan(0);
    expect(paid.daily_reward).not.toBeNull();
    await expect(page.getByTestId('daily-reward-today')).toBeVisible();

    const loads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'GET' && (path === '/api/me' || path === '/api/me/activities')) loads.push(path);
    });
    const again = layerVisit(page, collector_token);
    await page.reload();
    const later = (await (await (await again).response())!.json()) as { awarded: number; daily_reward: unknown };
    expect(later.awarded).toBe(0);
    expect(later.daily_reward).toEqual(paid.daily_reward);
    await expect(page.getByTestId('daily-reward-today')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(loads.sort()).toEqual(['/api/me', '/api/me/activities']);
  });

  test('the anonymous demo member: ready with 0 Räppli', async ({ page }) => {
    await page.goto(relative(demoUrls().anonymous));
    await expect(page.getByTestId('balance')).toHaveText(FIRST_VISIT_BALANCE);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('an unknown token: the error page with the support token "c" + its last 8 characters', async ({ page }) => {
    const token = unknownToken();
    let layerVisits = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/actions') layerVisits++;
    });
    const meResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
    await page.goto(`/me/overview?collector_token=${token}`);
    expect((await meResponse).status()).toBe(404);

    const error = page.getByTestId('error-page');
    await expect(error).toBeVisible();
    await expect(error.getByRole('heading', { level: 1 })).toHaveText('Da ist etwas schiefgelaufen');
    await expect(page.getByTestId('support-token')).toHaveText(`Support-Code: c${token.slice(-8)}`);
    await expect(page.getByTestId('balance')).toHaveCount(0);
    // Asking again cannot help an account the server does not know: the page says how to get in again.
    await expect(error).toContainText('Dieses Räppli-Konto kennen wir nicht. Öffne Räppli bitte noch einmal über die App oder die Website');
    await expect(error.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    expect(layerVisits).toBe(0);
  });

  test('without Bugsnag/Sentry keys a failure is reported nowhere: "Bugsnag is not available", no foreign request', async ({ page }) => {
    const requested: string[] = [];
    const logs: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('console', (m) => logs.push(m.text()));
    const token = unknownToken();
    // The reporters are set up from the settings in the page's HTML: once the failure is reported, any
    // foreign request would have been made.
    await page.goto(`/me/overview?collector_token=${token}`);
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect.poll(() => logs).toContain('Bugsnag is not available');
    expect(requested.filter((u) => !u.startsWith(`${E2E_BASE_URL}/`) && !/^(data|blob):/.test(u))).toEqual([]);
  });

  test('no token: the error page with "Support-Code: c000" and nothing loaded', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/me' || path === '/api/actions' || path === '/api/specials') apiCalls.push(path);
    });
    const response = await page.goto('/me/overview');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(page.getByTestId('support-token')).toHaveText('Support-Code: c000');
    await expect(page.getByText('Es wurde kein Räppli-Konto übergeben.', { exact: false })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });
});
