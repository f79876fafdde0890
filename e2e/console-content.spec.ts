import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_KEY, E2E_BASE_URL } from './env';
import { createRichMember, memberQuery, shootAtWidths, consoleLogin } from './helpers';

// The console's content pages and raffles (docs/console.md, Content pages and Raffles): an editor
// adds an earning rule that pays a host's event, renames a level through a draft that members see
// once published, publishes a redirect that the next visit follows, and draws a raffle that is
// over and opens its audit. Screenshots at 1280 px (desk) and 768 px (tablet).
const host = { Authorization: `Bearer ${E2E_API_KEY}` };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ viewport: { width: 1280, height: 900 } });

const shoot = (page: Page, name: string) => shootAtWidths(page, name, [1280, 768], (w) => `console-${name}-${w}`);

/** The console API as the signed-in editor (the page's cookie; changes need our Origin). */
const consoleCall = (page: Page, method: 'POST' | 'PUT', path: string, data?: unknown) =>
  page.request.fetch(`/api/console${path}`, { method, data, headers: { Origin: E2E_BASE_URL } });

function hostEvent(request: APIRequestContext, collectorToken: string, step: string) {
  return request.post('/api/host/events', { headers: host, data: { collector_token: collectorToken, step, data: {}, idempotency_key: `e2e-${unique()}` } });
}

test('an editor adds an earning rule for a new step; once published, the host reports the step and the member is credited', async ({ page, request }) => {
  await consoleLogin(page, '/console/content');
  await expect(page.getByRole('navigation', { name: 'Konsole' }).getByRole('link')).toHaveText(['Prämien', 'Verlosungen', 'Inhalte', 'Ladezeiten']);
  await expect(page.getByTestId('content-hub').getByRole('link')).toHaveCount(12);
  await shoot(page, 'content-hub');

  await page.getByRole('link', { name: /^Sammelregeln/ }).click();
  await expect(page.getByTestId('content-list')).toContainText('articleRead');
  await shoot(page, 'content-earning-rules');
  await page.getByRole('link', { name: 'Neu', exact: true }).click();
  await expect(page).toHaveURL(/\/console\/content\/earning-rules\/new$/);

  // Checked in the browser by the contract, in German, field by field.
  await page.getByLabel('Räppli pro Ereignis').fill('');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Bitte prüfe die markierten Felder.');
  await expect(page.getByRole('textbox', { name: 'Schritt', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Text im Auszug')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Schritt', exact: true }).fill('1 Video');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ein Schritt beginnt mit einem Buchstaben' })).toBeVisible();
  await shoot(page, 'content-rule-invalid');

  // The server's German answer, under the field it names: the step has a rule already.
  await page.getByRole('textbox', { name: 'Schritt', exact: true }).fill('articleRead');
  await page.getByLabel('Text im Auszug').fill('Video geschaut');
  await page.getByLabel('Räppli pro Ereignis').fill('7');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Bitte prüfe die markierten Felder.');
  await expect(page.getByRole('alert').filter({ hasText: 'Für diesen Schritt gibt es schon eine Regel' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Schritt', exact: true })).toHaveAttribute('aria-invalid', 'true');

  const step = `videoWatched${unique()}`;
  await page.getByRole('textbox', { name: 'Schritt', exact: true }).fill(step);
  await page.getByLabel('Höchstens pro Tag').fill('3');
  await page.getByLabel('Reihenfolge').fill('900');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/content/earning-rules/${step}$`));
  await expect(page.getByTestId('content-status')).toHaveText('Entwurf');
  // The step is what hosts send: fixed once created.
  await expect(page.getByRole('textbox', { name: 'Schritt', exact: true })).toHaveAttribute('readonly', '');

  const member = await createRichMember(request, 0);
  const before = await hostEvent(request, member.collector_token, step);
  expect(before.status()).toBe(400);
  expect(((await before.json()) as { error: { code: string } }).error.code).toBe('UNKNOWN_STEP');

  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText(`Veröffentlicht: Mitglieder sehen «${step}» jetzt.`);
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');

  const earned = await hostEvent(request, member.collector_token, step);
  expect(earned.status(), await earned.text()).toBe(200);
  expect(await earned.json()).toMatchObject({ awarded: 7 });
  const overview = await page.context().newPage();
  await overview.goto(`/me/overview?${memberQuery(member)}`);
  const line = overview.getByTestId('statement').getByRole('listitem').filter({ hasText: 'Video geschaut' });
  await expect(line.getByTestId('amount')).toHaveText('+7 Räppli');
  await overview.close();
});

test('an edit of a published level waits as a draft; published, members see the new name', async ({ page, request }) => {
  // 5,000 Räppli collected: the top level of the demo ladder ("Räppli-Legende").
  const member = await createRichMember(request, 5000);
  const levelName = async () =>
    ((await (await request.get(`/api/me?collector_token=${member.collector_token}`)).json()) as { level: { name: string } }).level.name;
  const old = await levelName();
  const renamed = `${old} ${unique()}`;

  await consoleLogin(page, '/console/content/levels');
  const row = page.getByTestId('content-list').getByRole('row').filter({ hasText: old });
  await expect(row.getByTestId('content-status')).toHaveText('Veröffentlicht');
  await row.getByRole('link', { name: old }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Level bearbeiten');
  await expect(page.getByTestId('picture-current')).toHaveAttribute('data-src', /^\/levels\//);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Gespeichert.');
  await expect(page.getByTestId('content-status')).toHaveText('VeröffentlichtEntwurf ausstehend');
  await expect(page.getByTestId('live-value')).toHaveText(`Veröffentlicht: ${old}`);
  await shoot(page, 'content-level-draft');
  expect(await levelName()).toBe(old);

  await page.getByRole('link', { name: '‹ Levels' }).click();
  await expect(row.getByTestId('content-status')).toHaveText('VeröffentlichtEntwurf ausstehend');
  await shoot(page, 'content-levels');
  await row.getByRole('link', { name: old }).click();
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');
  expect(await levelName()).toBe(renamed);
  const overview = await page.context().newPage();
  await overview.goto(`/me/overview?${memberQuery(member)}`);
  await expect(overview.getByTestId('level-name')).toHaveText(new RegExp(`^Level \\d+: ${renamed}$`));
  await overview.close();

  // Put the demo's name back for the other specs.
  const id = /\/levels\/(\d+)$/.exec(page.url())![1];
  const item = (await (await page.request.get(`/api/console/levels/${id}`)).json()) as { live: Record<string, unknown> };
  expect((await consoleCall(page, 'PUT', `/levels/${id}`, { ...item.live, name: old })).ok()).toBe(true);
  expect((await consoleCall(page, 'POST', `/levels/${id}/publish`)).ok()).toBe(true);
});

test('a published redirect sends the next visit to its target; archived, it is gone', async ({ page, request }) => {
  const path = `/e2e-weiter-${unique()}`;
  const visit = async () => {
    const res = await request.get(`${path}?collector_token=tok123`, { maxRedirects: 0 });
    return res.status() === 307 ? new URL(res.headers().location!, E2E_BASE_URL) : null;
  };

  await consoleLogin(page, '/console/content/redirects/new');
  await page.getByLabel('Pfad').fill('/api/umweg');
  await page.getByLabel('Ziel').fill('/me/rewards');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dieser Pfad gehört nicht der Web-App' })).toBeVisible();
  await page.getByLabel('Pfad').fill(path);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Entwurf');
  expect(await visit()).toBeNull();

  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');
  // proxy.ts reads the rules again after REDIRECT_CACHE_MS (1 s in e2e/serve.mjs).
  await expect.poll(async () => (await visit())?.pathname ?? null, { timeout: 10_000 }).toBe('/me/rewards');
  expect((await visit())!.searchParams.get('collector_token')).toBe('tok123');
  await page.goto(path);
  await expect(page).toHaveURL(/\/me\/rewards(\?|$)/);

  await page.goto('/console/content/redirects');
  await page.getByRole('searchbox').fill(path);
  await page.getByTestId('content-list').getByRole('link', { name: path }).click();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Archivieren' }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Archiviert');
  await expect.poll(visit, { timeout: 10_000 }).toBeNull();
});

test("a special's content is JSON the editor checks, in German, before it is saved", async ({ page }) => {
  await consoleLogin(page, '/console/content/specials/new');
  await page.getByLabel('Titel').fill('Frühlingsfest');
  await page.getByLabel('Kürzel').fill(`fruehling-${unique()}`);
  await page.getByLabel('Inhalt (JSON)').fill('[{"type": "rewards", "values": [{"id": 1}]');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Das ist kein gültiges JSON/ })).toBeVisible();
  await page.getByLabel('Inhalt (JSON)').fill('[{"type": "rewards", "values": [{"id": "eins"}]}]');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Bei \[0\]\.values\[0\]\.id: / })).toBeVisible();
  await shoot(page, 'content-special-invalid');
});

test('a raffle that is over is drawn from the console, and its audit opens', async ({ page, request }) => {
  // It waits for the raffle's end (8 s) and opens the audit in a new tab: more than the default limit on a busy machine.
  test.setTimeout(120_000);
  await consoleLogin(page, '/console/raffles');
  const { categories } = (await (await request.get('/api/config')).json()) as { categories: { raffle: number } };
  const title = `Gartenfest-Verlosung ${unique()}`;
  const endsAt = new Date(Date.now() + 8_000);
  const created = await consoleCall(page, 'POST', '/rewards', {
    title,
    description: 'Zwei Plätze am Gartenfest.',
    type: 'raffle',
    delivery: 'digital',
    category_id: categories.raffle,
    cost: 5,
    winners: 1,
    ends_at: endsAt.toISOString(),
    // last in the shop: the shop's own specs (running beside this one) expect the demo's order at the top
    position: 990,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await consoleCall(page, 'POST', `/rewards/${id}/publish`)).ok()).toBe(true);
  const member = await createRichMember(request, 100);
  const key = () => `e2e-raffle-${unique()}`;
  const reserved = await request.post(`/api/rewards/${id}/reserve?${memberQuery(member)}`, {
    headers: { 'Idempotency-Key': key() },
    data: { tickets: 2, email: 'erika@example.org', accept_terms: true },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const { reservation_id } = (await reserved.json()) as { reservation_id: string };
  expect((await request.post(`/api/reservations/${reservation_id}/confirm?${memberQuery(member)}`, { headers: { 'Idempotency-Key': key() } })).status()).toBe(
    200,
  );

  // Running: the button waits for the end, and says so.
  await page.reload();
  const row = page.locator(`tr[data-raffle-id="${id}"]`);
  await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/console/rewards/${id}`);
  await expect(row.getByTestId('raffle-state')).toHaveText('läuft');
  await expect(row.getByRole('button', { name: 'Jetzt ziehen' })).toBeDisabled();
  await expect(row).toContainText(/läuft bis .+; gezogen wird nach dem Ende/);
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await shoot(page, 'raffles');

  // Over: due on the page without reloading it, then drawn (by us, or just before by the job: a draw happens once).
  await expect(row.getByRole('button', { name: 'Jetzt ziehen' })).toBeEnabled({ timeout: 15_000 });
  await expect(row.getByTestId('raffle-state')).toHaveText('Ziehung fällig');
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Jetzt ziehen' }).click();
  await expect(page.getByTestId('raffles-notice')).toHaveText(`Gezogen: «${title}» (2 Lose von 1 Mitglied). Wer gewonnen hat, wird benachrichtigt.`);
  await expect(row.getByTestId('raffle-state')).toHaveText('gezogen');
  await expect(row).toContainText(/gezogen.*am \d/);
  await expect(row.getByRole('button', { name: 'Jetzt ziehen' })).toHaveCount(0);

  const audit = row.getByRole('link', { name: /^Protokoll/ });
  await expect(audit).toHaveAttribute('href', `/me/rewards/detail/${id}/audit`);
  const [tab] = await Promise.all([page.waitForEvent('popup'), audit.click()]);
  await expect(tab.getByRole('button', { name: 'Ziehung nachrechnen' })).toBeVisible({ timeout: 20_000 });
  await tab.close();

  // Off the shop again for the other specs.
  expect((await consoleCall(page, 'POST', `/rewards/${id}/archive`)).ok()).toBe(true);
});
