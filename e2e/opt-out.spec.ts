import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { createCollector } from './helpers';

// The opt-out flow and the way back (docs/product.md §10.10). That an anonymous reader is offered
// none is components/overview/overview-anonymous.test.tsx's; the banner's errors,
// components/opt-out/opted-out-banner.test.tsx's.

/** An identified member who has seen the welcome slideshow, opened as the host would open them. */
async function member(request: APIRequestContext) {
  const c = await createCollector(request, { id: `optout-${Date.now()}-${Math.random().toString(36).slice(2)}` });
  const seen = await request.post(`/api/me/sawOnboard?collector_token=${c.collector_token}`, { data: { type: 'welcome' } });
  expect(seen.ok()).toBe(true);
  return { ...c, url: `/me/overview?collector_token=${c.collector_token}&hash=${c.hash}&token=${c.token}` };
}

const hostEvent = (request: APIRequestContext, collectorToken: string, articleId: string) =>
  request.post('/api/host/events', {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
    data: { collector_token: collectorToken, step: 'articleRead', data: { article_id: articleId }, idempotency_key: `${collectorToken}-${articleId}` },
  });

test.describe('opt-out', () => {
  test('states what is given up, asks a reason, confirms, opts out; the overview then says so and earning stops', async ({ page, request }) => {
    const m = await member(request);
    expect((await hostEvent(request, m.collector_token, 'before')).status()).toBe(200);
    await page.goto(m.url);
    await expect(page.getByTestId('balance')).toBeVisible();

    await page.getByRole('button', { name: 'Aus dem Räppli-Programm austreten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aus Räppli austreten' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('sammelst du keine Räppli mehr');
    // What happens to the member's Räppli: they stay, but cannot be spent (the balance is named).
    const { points_available } = (await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { points_available: number };
    expect(points_available).toBeGreaterThan(0);
    await expect(dialog).toContainText(
      `kannst du deine ${points_available} Räppli nicht mehr einlösen, auch nicht für Verlosungen oder Spenden; sie verfallen zu ihrem Termin`,
    );
    await expect(dialog).toContainText('du meldest dich nicht ab');
    await expect(dialog).toContainText('steigst du nicht mehr im Level auf und bekommst keine Abzeichen mehr');
    await dialog.getByRole('button', { name: 'Weiter zum Austritt' }).click();

    const reasons = page.getByRole('dialog', { name: 'Warum möchtest du austreten?' });
    await expect(reasons.getByRole('radio')).toHaveCount(5);
    await reasons.getByRole('button', { name: 'Weiter' }).click();
    await expect(reasons.getByRole('alert')).toHaveText('Bitte wähle einen Grund.');
    await reasons.getByRole('radio', { name: 'Sonstiges' }).check();
    await reasons.getByLabel('Dein Grund (freiwillig)').fill('Zu wenig Zeit zum Lesen');
    await reasons.getByRole('button', { name: 'Weiter' }).click();

    const confirm = page.getByRole('dialog', { name: 'Wirklich austreten?' });
    await expect(confirm).toContainText('Dein Grund: Sonstiges: Zu wenig Zeit zum Lesen');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/me/optOut');
    await confirm.getByRole('button', { name: 'Ja, austreten' }).click();
    const req = await posted;
    expect(req.postDataJSON()).toEqual({ reason: 'Sonstiges: Zu wenig Zeit zum Lesen' });
    // Leaving is the member's own act: the page sends the address's SSO pair.
    const sent = new URL(req.url()).searchParams;
    expect([sent.get('hash'), sent.get('token')]).toEqual([m.hash, m.token]);
    expect((await req.response())?.status()).toBe(200);

    const done = page.getByRole('dialog', { name: 'Du bist ausgetreten' });
    await expect(done).toContainText('Ab jetzt sammelst du keine Räppli mehr.');
    await done.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const banner = page.getByTestId('opted-out-banner');
    await expect(banner).toContainText('Du bist aus Räppli ausgetreten.');
    await expect(banner).toBeFocused();
    await expect(page.getByRole('button', { name: 'Aus dem Räppli-Programm austreten' })).toHaveCount(0);

    // It holds after a reload, and the host can no longer credit the member.
    await page.reload();
    await expect(page.getByTestId('opted-out-banner')).toContainText('sammelst du keine Räppli mehr');
    const me = (await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { meta: { key: string }[] };
    expect(me.meta.map((x) => x.key)).toContain('opted_out');
    const after = await hostEvent(request, m.collector_token, 'after');
    expect(after.status()).toBe(409);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('OPTED_OUT');

    // «Wieder mitmachen»: the banner goes, the link is back, and the host credits the member again.
    await expect(page.getByTestId('opted-out-banner')).toContainText('Du kannst jederzeit wieder mitmachen');
    const optIn = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/me/optIn');
    await page.getByRole('button', { name: 'Wieder mitmachen' }).click();
    expect((await (await optIn).response())?.status()).toBe(200);
    await expect(page.getByTestId('opted-out-banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Aus dem Räppli-Programm austreten' })).toBeVisible();
    expect((await hostEvent(request, m.collector_token, 'back')).status()).toBe(200);
  });

  test('the collector token alone cannot opt a member out: 401, and the overview shows no banner', async ({ page, request }) => {
    const m = await member(request);
    const forged = await request.post(`/api/me/optOut?collector_token=${m.collector_token}`, { data: { reason: 'Gefälscht' } });
    expect(forged.status()).toBe(401);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('MISSING_HASH_TOKEN');
    await page.goto(m.url);
    await expect(page.getByRole('button', { name: 'Aus dem Räppli-Programm austreten' })).toBeVisible();
    await expect(page.getByTestId('opted-out-banner')).toHaveCount(0);
    expect((await hostEvent(request, m.collector_token, 'still-in')).status()).toBe(200);
  });

  test('"Doch nicht austreten" and Escape leave without posting; focus returns to the link', async ({ page, request }) => {
    const m = await member(request);
    let posts = 0;
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/me/optOut' && posts++));
    await page.goto(m.url);
    const link = page.getByRole('button', { name: 'Aus dem Räppli-Programm austreten' });

    await link.click();
    await page.getByRole('button', { name: 'Doch nicht austreten' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();

    await link.click();
    await page.getByRole('button', { name: 'Weiter zum Austritt' }).click();
    await page.getByRole('radio', { name: 'Räppli ist mir zu kompliziert.' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();

    expect(posts).toBe(0);
    await expect(page.getByTestId('opted-out-banner')).toHaveCount(0);
  });
});
