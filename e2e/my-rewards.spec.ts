import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { createRichMember, memberQuery, shootAtWidths, unknownToken, buyReward, type CreatedCollector } from './helpers';

// My rewards (docs/product.md §9.4): what a member sees of what they bought, raffle tickets,
// coupon redeem, pass activation, cancel, and the error pages' reload action. The empty tabs, the
// way to sign in for an anonymous member, a coupon page for a pass (and back) and a coupon redeemed
// without a connection are components/rewards/mine/my-rewards-states.test.tsx's.

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });
/** The page (and any dialog) as a phone (390 px) and the host's iframe (600 px) show it. */
const shot = (page: Page, name: string) => shootAtWidths(page, name, [390, 600], (w) => `my-rewards-${name}${w === 390 ? '' : `-${w}`}`);

type Member = Required<CreatedCollector>;
const address = {
  salutation: 'Frau',
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Hauptstraße',
  street_nr: '1',
  postcode: '6900',
  city: 'Bregenz',
  country: 'Österreich',
};

const KOCHBUCH = 'Ländle-Kochbuch';
const KAFFEE = 'Kaffee im Stadtcafé';
const PASS = 'Tagespass Premium-Artikel';
const BODENSEE = 'Wochenende am Bodensee';
const TAFEL = 'Tafel Vorarlberg';
const STICKER = 'Räppli-Sticker';

const orderItem = (page: Page, title: string) => page.getByTestId('my-order').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const balanceOf = async (request: APIRequestContext, m: Member) =>
  ((await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { points_available: number }).points_available;
const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);

test('the two tabs list coupon, pass, shipped reward, donation and raffle tickets with their German labels; "Mehr anzeigen" loads older ones', async ({
  page,
  request,
}) => {
  const m = await createRichMember(request, 5000);
  // Oldest first: the shipped book and the donation end up on the second page.
  await buyReward(request, m, KOCHBUCH, { quantity: 1, address });
  await buyReward(request, m, TAFEL, { amount: 50 });
  await buyReward(request, m, BODENSEE, { tickets: 3, email: 'erika@example.org', accept_terms: true, address });
  await buyReward(request, m, KAFFEE);
  for (let i = 0; i < 9; i++) await buyReward(request, m, PASS);

  await page.goto(`/me/profile/rewards?${memberQuery(m)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Prämien' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Meine Prämien und Verlosungen' });
  await expect(tabs.getByRole('tab', { name: 'Prämien' })).toHaveAttribute('aria-selected', 'true');

  const items = page.getByTestId('my-order');
  await expect(items).toHaveCount(10);
  // Newest first: the nine passes, then the coupon.
  await expect(items.first()).toContainText(PASS);
  const coupon = orderItem(page, KAFFEE);
  await expect(coupon.getByTestId('order-state')).toHaveText('Status: jetzt verwendbar');
  await expect(coupon).toContainText('60 Räppli');
  // The last valid day, not the midnight after it.
  await expect(coupon).toContainText(/Gültig bis einschließlich \d{1,2}\. \S+ \d{4}/);
  await expect(coupon.getByRole('link', { name: 'Gutschein anzeigen' })).toBeVisible();
  await expect(coupon.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
  const pass = orderItem(page, PASS).first();
  await expect(pass.getByTestId('order-state')).toHaveText('Status: jetzt aktivierbar');
  await expect(pass.getByRole('link', { name: 'Pass anzeigen' })).toHaveAttribute('href', new RegExp(`collector_token=${m.collector_token}`));
  await expect(orderItem(page, KOCHBUCH)).toHaveCount(0);
  await expect(orderItem(page, BODENSEE)).toHaveCount(0); // raffle tickets have their own tab
  await shot(page, 'list');

  await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
  await expect(items).toHaveCount(12);
  const book = orderItem(page, KOCHBUCH);
  await expect(book.getByTestId('order-state')).toHaveText('Status: in Bearbeitung');
  await expect(book).toContainText('450 Räppli');
  await expect(book.getByRole('button', { name: 'Stornieren' })).toBeVisible();
  const donation = orderItem(page, TAFEL);
  await expect(donation).toContainText('Spende: 50 Räppli');
  await expect(donation.getByTestId('order-state')).toHaveText('Status: gespendet');
  await expect(page.getByRole('button', { name: 'Mehr anzeigen' })).toHaveCount(0);
  await book.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/my-rewards-list-more.png` });

  await tabs.getByRole('tab', { name: 'Verlosungen' }).click();
  await expect(tabs.getByRole('tab', { name: 'Verlosungen' })).toHaveAttribute('aria-selected', 'true');
  await expect(items).toHaveCount(1);
  const raffle = orderItem(page, BODENSEE);
  await expect(raffle).toContainText('3 Lose · 60 Räppli');
  await expect(raffle.getByTestId('order-state')).toHaveText('Status: Ziehung ausstehend');
  await expect(raffle.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
  await shot(page, 'raffles');

  // The tab is in the address: the way back from the raffle opens it again.
  await expect(page).toHaveURL(/[?&]tab=raffles/);
  await raffle.getByRole('link', { name: 'Zur Verlosung' }).click();
  await expect(page).toHaveURL(/\/me\/rewards\/detail\/\d+/);
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'Verlosungen' })).toHaveAttribute('aria-selected', 'true');
  await expect(orderItem(page, BODENSEE)).toBeVisible();
});

test('cancel a shipped reward: confirmation modal, Räppli back, state "storniert", no cancel button any more', async ({ page, request }) => {
  const m = await createRichMember(request, 1000);
  await buyReward(request, m, KOCHBUCH, { quantity: 1, address });
  const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.goto(`/me/profile/rewards?${memberQuery(m)}`);
  const book = orderItem(page, KOCHBUCH);
  await expect(book.getByTestId('order-state')).toHaveText('Status: in Bearbeitung');
  await visit; // the visit of today has paid its Räppli
  const before = await balanceOf(request, m);
  await expect(page.getByTestId('header-balance')).toHaveText(`${de(before)} Räppli`);

  await book.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prämie stornieren' });
  await expect(dialog).toContainText(`Willst du «${KOCHBUCH}» wirklich stornieren? Deine 450 Räppli bekommst du zurück.`);
  await shot(page, 'cancel-modal');
  // "Nicht stornieren" closes without a change.
  await dialog.getByRole('button', { name: 'Nicht stornieren' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await balanceOf(request, m)).toBe(before);

  await book.getByRole('button', { name: 'Stornieren' }).click();
  await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(book.getByTestId('order-state')).toHaveText('Status: storniert');
  await expect(book.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'ist storniert' })).toHaveText(
    `«${KOCHBUCH}» ist storniert. Deine 450 Räppli sind zurück auf deinem Konto.`,
  );
  expect(await balanceOf(request, m)).toBe(before + 450);
  await expect(page.getByTestId('header-balance')).toHaveText(`${de(before + 450)} Räppli`);
  await shot(page, 'canceled');

  await page.reload();
  await expect(orderItem(page, KOCHBUCH).getByTestId('order-state')).toHaveText('Status: storniert');

  // The statement adds up: one line for the refund of the whole price, however many credits paid it.
  await page.goto(`/me/overview?${memberQuery(m)}`);
  const refund = page
    .getByTestId('statement')
    .getByRole('listitem')
    .filter({ hasText: `Storno: ${KOCHBUCH}` });
  await expect(refund).toHaveCount(1);
  await expect(refund.getByTestId('amount')).toHaveText('+450 Räppli');
  await expect(
    page
      .getByTestId('statement')
      .getByRole('listitem')
      .filter({ hasText: `Prämie: ${KOCHBUCH}` }),
  ).toHaveCount(1);
});

test('cancel a free reward: nothing is promised back, nothing comes back', async ({ page, request }) => {
  const m = await createRichMember(request, 100);
  await buyReward(request, m, STICKER);
  const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.goto(`/me/profile/rewards?${memberQuery(m)}`);
  const sticker = orderItem(page, STICKER);
  await expect(sticker.getByRole('button', { name: 'Stornieren' })).toBeVisible();
  await visit;
  const before = await balanceOf(request, m);

  await sticker.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prämie stornieren' });
  await expect(dialog.getByText(/wirklich stornieren/)).toHaveText(
    `Willst du «${STICKER}» wirklich stornieren? Die Prämie war gratis: An deinem Räppli-Stand ändert sich nichts.`,
  );
  await expect(dialog).not.toContainText('zurück');
  await shot(page, 'cancel-free-modal');
  await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(sticker.getByTestId('order-state')).toHaveText('Status: storniert');
  await expect(page.getByRole('status').filter({ hasText: 'ist storniert' })).toHaveText(`«${STICKER}» ist storniert.`);
  expect(await balanceOf(request, m)).toBe(before);
});

test('redeem a coupon: valid-until, the activation modal, then the code stays after a reload', async ({ page, request }) => {
  const m = await createRichMember(request, 500);
  const { order_id } = await buyReward(request, m, KAFFEE);
  await page.goto(`/me/profile/rewards?${memberQuery(m)}`);
  await orderItem(page, KAFFEE).getByRole('link', { name: 'Gutschein anzeigen' }).click();
  await expect(page).toHaveURL(new RegExp(`/me/rewards/detail/coupon/${order_id}\\?.*collector_token=${m.collector_token}`));
  await expect(page.getByRole('heading', { level: 1, name: KAFFEE })).toBeVisible();
  // Valid until the start of a business day means valid through the day before.
  const { valid_until } = (await (await request.get(`/api/me/orders/${order_id}?${memberQuery(m)}`)).json()) as { valid_until: string };
  const lastDay = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Vienna' }).format(
    new Date(Date.parse(valid_until) - 1),
  );
  await expect(page.getByTestId('coupon-valid-until')).toHaveText(`Gültig bis einschließlich ${lastDay}`);
  await expect(page.getByTestId('order-state')).toHaveText('Status: jetzt verwendbar');
  await shot(page, 'coupon');

  await page.getByRole('button', { name: 'Jetzt verwenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gutschein jetzt verwenden?' });
  await expect(dialog).toContainText('15 Minuten sichtbar');
  await shot(page, 'coupon-modal');

  await dialog.getByRole('button', { name: 'Jetzt verwenden' }).click();
  await expect(dialog).toHaveCount(0);
  const code = page.getByTestId('coupon-code');
  await expect(code).toHaveText(/\S{4,}/);
  const shown = (await code.textContent())!;
  await expect(page.getByTestId('coupon-code-box')).toContainText('verwendet');
  await expect(page.getByTestId('order-state')).toHaveText('Status: verwendet');
  await expect(page.getByTestId('coupon-shown-until')).toHaveText(/^Der Code ist bis \d{2}:\d{2}\sUhr sichtbar\.$/);
  await expect(page.getByRole('button', { name: 'Jetzt verwenden' })).toHaveCount(0);
  await shot(page, 'coupon-redeemed');

  await page.reload();
  await expect(page.getByTestId('coupon-code')).toHaveText(shown);
  await expect(page.getByTestId('order-state')).toHaveText('Status: verwendet');

  await page.getByRole('link', { name: 'Zurück zu meinen Prämien' }).click();
  await expect(orderItem(page, KAFFEE).getByTestId('order-state')).toHaveText('Status: verwendet');
});

test('activate a pass: "Aktiv bis …" and the host sees premium_until about 24 hours ahead', async ({ page, request }) => {
  const m = await createRichMember(request, 500);
  const { order_id } = await buyReward(request, m, PASS);
  await page.goto(`/me/rewards/detail/custom/${order_id}?${memberQuery(m)}`);
  await expect(page.getByRole('heading', { level: 1, name: PASS })).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Status: jetzt aktivierbar');
  await expect(page.getByText('Mit dem Pass liest du 24 Stunden lang alle Premium-Artikel gratis.')).toBeVisible();
  await shot(page, 'pass');

  // The hours start at once: asked first; "Noch nicht" changes nothing.
  await page.getByRole('button', { name: 'Jetzt aktivieren' }).click();
  const ask = page.getByRole('dialog', { name: 'Tagespass jetzt aktivieren?' });
  await expect(ask).toContainText('Die Zeit läuft sofort und lässt sich nicht anhalten.');
  await ask.getByRole('button', { name: 'Noch nicht' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('order-state')).toHaveText('Status: jetzt aktivierbar');
  await page.getByRole('button', { name: 'Jetzt aktivieren' }).click();
  const started = Date.now();
  await ask.getByRole('button', { name: 'Ja, jetzt aktivieren' }).click();
  await expect(page.getByTestId('pass-active')).toContainText(/Aktiv bis \d{1,2}\. \S+ \d{4}, \d{2}:\d{2}\sUhr/);
  await expect(page.getByTestId('order-state')).toHaveText('Status: aktiv');
  await expect(page.getByRole('button', { name: 'Jetzt aktivieren' })).toHaveCount(0);
  await shot(page, 'pass-active');

  const res = await request.get(`/api/host/collectors/${m.collector_token}/entitlements`, { headers: { Authorization: `Bearer ${E2E_API_KEY}` } });
  expect(res.status()).toBe(200);
  const { premium_until } = (await res.json()) as { premium_until: string };
  const until = new Date(premium_until).getTime();
  expect(until).toBeGreaterThan(started + 24 * 3600_000 - 60_000);
  expect(until).toBeLessThan(Date.now() + 24 * 3600_000 + 60_000);

  await page.reload();
  await expect(page.getByTestId('pass-active')).toContainText('Aktiv bis');
});

test('"Erneut versuchen" on the error page is the reload action: /me/rewards with token, platform, hash and token', async ({ page }) => {
  const token = unknownToken();
  // A passing failure of the server (503 on every try): asking again may help, so the page offers it.
  await page.route('**/api/me?*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}' }),
  );
  await page.goto(`/me/overview?collector_token=${token}&platform=ios&hash=abc123&token=sso-t&display_type=overview`);
  const error = page.getByTestId('error-page');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Dein Räppli-Konto konnte nicht geladen werden.');
  await shot(page, 'error-page');
  await error.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.waitForURL((url) => url.pathname === '/me/rewards');
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ collector_token: token, platform: 'ios', hash: 'abc123', token: 'sso-t' });
});

test('"Neu laden" on the fatal error screen goes to /me/rewards with the token', async ({ page }) => {
  const token = 'fatal-error-token-0123456789abcd';
  await page.route('**/api/me?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ collector_token: token }) }));
  await page.route('**/api/actions?*', (route) => route.fulfill({ status: 204 }));
  await page.route('**/api/specials?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto(`/me/overview?collector_token=${token}&platform=android`);
  const screen = page.getByTestId('fatal-error');
  await expect(screen).toBeVisible();
  await screen.getByRole('button', { name: 'Neu laden' }).click();
  await page.waitForURL((url) => url.pathname === '/me/rewards');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ collector_token: token, platform: 'android' });
});
