import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_API_KEY, E2E_BASE_URL } from './env';
import { consoleLogin, DEMO_EDITOR, shootAtWidths } from './helpers';

// Pictures and previews in the console (docs/console.md, Pictures and Previews): the demo editor
// uploads a picture to a new reward, opens "Vorschau" and sees the reward as members would,
// publishes it and a reader finds it in the shop with its picture; the draft's preview once it is
// published; and a link that was changed is a 404.
// Screenshots: the editor with its picture at 1280 and 820 px, the preview pages at 390 px.

const shootEditor = (page: Page, name: string) => shootAtWidths(page, name, [1280, 820], (w) => `console-${name}-${w}`);

const shootPreview = (page: Page, name: string) => shootAtWidths(page, name, [390], (w) => `preview-${name}-${w}`);

/** Waits until every picture on the page has loaded (and says whether each one has pixels). */
const picturesLoaded = (page: Page) => page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));

/** A landscape picture made here: a red sky over a green meadow. */
const meadow = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 46, g: 140, b: 80 } } })
    .composite([{ input: { create: { width: 1600, height: 450, channels: 3, background: { r: 200, g: 16, b: 46 } } }, top: 0, left: 0 }])
    .png()
    .toBuffer();

test('an editor uploads a picture to a new reward and previews it, then its draft, as members would see them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleLogin(page, '/console/rewards/new');

  const title = `Wiesenpicknick ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await page.getByRole('textbox', { name: /^Kurzbeschreibung/ }).fill('Ein Korb voller Köstlichkeiten für zwei.');
  await page.getByRole('spinbutton', { name: /^Preis in Räppli/ }).fill('150');
  // last in the shop: the shop's own specs (running beside this one) expect the demo's order at the top
  await page.getByRole('spinbutton', { name: 'Reihenfolge' }).fill('950');

  // not a picture: refused in German, nothing changes
  await page.getByLabel('Bild hochladen').setInputFiles({ name: 'notiz.png', mimeType: 'image/png', buffer: Buffer.from('Das ist kein Bild.') });
  await expect(page.getByTestId('picture-notice')).toHaveText('Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.');
  await expect(page.getByTestId('picture-current')).toHaveAttribute('data-src', '');

  await page.getByLabel('Bild hochladen').setInputFiles({ name: 'wiese.png', mimeType: 'image/png', buffer: await meadow() });
  await expect(page.getByTestId('picture-notice')).toHaveText('Bild hochgeladen (1200 × 675 px). Speichere, damit die Prämie es zeigt.');
  await expect(page.getByTestId('picture-current')).toHaveAttribute('data-src', /^\/api\/media\/[0-9a-f-]{36}$/);
  const pictureUrl = (await page.getByTestId('picture-current').getAttribute('data-src'))!;
  await expect(page.getByRole('textbox', { name: /^Bildadresse/ })).toHaveValue(pictureUrl);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/rewards\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('picture-current')).toHaveAttribute('data-src', pictureUrl);
  await picturesLoaded(page);
  await shootEditor(page, 'reward-picture');

  // "Vorschau": signed links, opened in a new tab, with the picture and the title; no member in it
  await page.getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.getByTestId('preview-links')).toContainText('Die Links gelten bis');
  await shootEditor(page, 'reward-preview-links');
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview-link-detail').click()]);
  const memberCalls: string[] = [];
  preview.on('request', (r) => {
    if (/\/api\/(me|rewards|actions|specials|badges)(\/|\?|$)/.test(r.url())) memberCalls.push(r.url());
  });
  await preview.setViewportSize({ width: 390, height: 844 });
  await expect(preview).toHaveURL(new RegExp(`/preview/rewards/detail\\?id=${id}&exp=\\d+&sig=`));
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByTestId('preview-banner')).toContainText('So sehen Mitglieder diese Prämie, sobald sie veröffentlicht ist.');
  await expect(preview.locator('main img').first()).toHaveAttribute('src', pictureUrl);
  await expect(preview.getByTestId('preview-action')).toBeDisabled();
  await expect(preview.getByTestId('preview-action')).toHaveText('Jetzt einlösen');
  await picturesLoaded(preview);
  await shootPreview(preview, 'detail');
  await preview.getByRole('link', { name: 'Große Karte (oben im Shop)' }).click();
  await expect(preview.getByTestId('preview-largecard')).toContainText(title);
  await picturesLoaded(preview);
  await shootPreview(preview, 'largecard');
  await preview.getByRole('link', { name: 'Kleine Karte (in der Liste)' }).click();
  await expect(preview.getByTestId('preview-smallcard')).toContainText(title);
  await picturesLoaded(preview);
  await shootPreview(preview, 'smallcard');
  expect(memberCalls).toEqual([]);

  // published: a reader finds it in the shop, with its picture
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('reward-status')).toHaveText('Veröffentlicht');
  const reader = await page.context().newPage();
  await reader.setViewportSize({ width: 390, height: 844 });
  const { collector_token: token } = (await (
    await page.request.post('/api/host/collectors', { headers: { Authorization: `Bearer ${E2E_API_KEY}` }, data: {} })
  ).json()) as { collector_token: string };
  await reader.goto(`/me/rewards?collector_token=${token}`);
  const card = reader.locator('main a', { hasText: title }).first();
  await expect(card).toBeVisible();
  await expect(card.locator(`img[src="${pictureUrl}"]`)).toBeVisible();
  await reader.close();

  // then edited: the preview shows the draft, members still the published version
  await page.getByRole('textbox', { name: /^Titel/ }).fill(`${title} am See`);
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Gespeichert.');
  await page.getByRole('button', { name: 'Vorschau' }).click();
  const detailUrl = (await page.getByTestId('preview-link-detail').getAttribute('href'))!;
  await preview.goto(detailUrl);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${title} am See`);
  await expect(preview.getByTestId('preview-banner')).toContainText('Vorschau des Entwurfs');
  await picturesLoaded(preview);
  await shootPreview(preview, 'draft');
  const live = (await (await page.request.get(`/api/rewards/${id}`)).json()) as { title: string };
  expect(live.title).toBe(title);

  // a member's session never rides along: it is dropped from the address
  await preview.goto(`${detailUrl}&collector_token=abc`);
  await expect(preview).toHaveURL(detailUrl);
});

test('a changed, unsigned or expired preview link is the 404 page, and previews are neither cached nor indexed', async ({ page, request }) => {
  const login = await request.post('/api/console/session', { data: DEMO_EDITOR, headers: { Origin: E2E_BASE_URL } });
  expect(login.status()).toBe(200);
  const { urls } = (await (await request.get('/api/console/rewards/1/preview')).json()) as { urls: { detail: string } };

  const ok = await page.goto(urls.detail);
  expect(ok?.status()).toBe(200);
  expect(ok?.headers()['cache-control']).toContain('no-store');
  expect(ok?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kinogutschein für zwei');

  const link = new URL(urls.detail);
  const tampered = new URL(link);
  tampered.searchParams.set('id', '2');
  const later = new URL(link);
  later.searchParams.set('exp', String(Number(link.searchParams.get('exp')) + 3600));
  const expired = new URL(link);
  expired.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 60));
  for (const url of [
    tampered,
    later,
    expired,
    new URL('/preview/rewards/detail', link),
    new URL(`/preview/rewards/1?exp=${link.searchParams.get('exp')}&sig=x`, link),
  ]) {
    const res = await page.goto(url.toString());
    expect([url.search, res?.status()]).toEqual([url.search, 404]);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  }
  await shootPreview(page, 'tampered');
});

test("an editor previews a special's page from its editor, as members see it, with no member in it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleLogin(page, '/console/content/specials');
  await page.getByRole('link', { name: 'Adventskalender' }).first().click();
  await expect(page).toHaveURL(/\/console\/content\/specials\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);

  await page.getByTestId('special-preview').getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.getByTestId('preview-links')).toContainText('Die Links gelten bis');
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview-link-special').click()]);
  const memberCalls: string[] = [];
  preview.on('request', (r) => {
    if (/\/api\/(me|actions|specials)(\/|\?|$)/.test(r.url())) memberCalls.push(r.url());
  });
  await preview.setViewportSize({ width: 390, height: 844 });
  await expect(preview).toHaveURL(new RegExp(`/preview/specials/special\\?id=${id}&exp=\\d+&sig=`));
  await expect(preview.getByTestId('preview-banner')).toHaveText('Vorschau: So sehen Mitglieder diese Aktion.');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Adventskalender');
  await expect(preview.getByTestId('special-page')).toHaveAttribute('data-kind', 'advent');
  await shootPreview(preview, 'special');
  expect(memberCalls).toEqual([]);

  // a changed link is the 404 page
  const changed = new URL(preview.url());
  changed.searchParams.set('id', String(id + 1000));
  const res = await preview.goto(changed.pathname + changed.search);
  expect(res?.status()).toBe(404);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(preview.getByTestId('preview-banner')).toHaveCount(0);
});
