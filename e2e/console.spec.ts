import { expect, test, type Page } from '@playwright/test';
import { DEMO_EDITOR as EDITOR, DEMO_OPERATOR as OPERATOR, E2E_API_KEY } from './env';
import { createRichMember, memberQuery, shootAtWidths } from './helpers';

// The staff console as the publisher's team uses it (docs/console.md): log in, create a
// reward, publish it, edit it as a draft, and a member sees exactly what was published. The demo
// seed's editor and operator (README, "Console"). Screenshots at 1280 px (desk) and 820 px (tablet).

test.use({ viewport: { width: 1280, height: 900 } });

const shoot = (page: Page, name: string) => shootAtWidths(page, name, [1280, 820], (w) => `console-${name}-${w}`);

async function login(page: Page, who: { email: string; password: string }, from = '/console') {
  await page.goto(from);
  await page.waitForURL(/\/console\/login/);
  await page.getByLabel('E-Mail-Adresse').fill(who.email);
  await page.getByLabel('Passwort').fill(who.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The shop as an anonymous reader sees it, freshly rendered. */
async function shopText(page: Page) {
  const { collector_token } = (await (
    await page.request.post('/api/host/collectors', { headers: { Authorization: `Bearer ${E2E_API_KEY}` }, data: {} })
  ).json()) as { collector_token?: string };
  await page.goto(`/me/rewards${collector_token ? `?collector_token=${collector_token}` : ''}`);
  return page.locator('main').innerText();
}

test('an editor creates a reward, publishes it, edits it as a draft; members see what is published', async ({ page, browser }) => {
  // Four shop pages and eight full-page screenshots of the long editor: ~50 s on a quiet machine.
  test.slow();
  await login(page, EDITOR, '/console/rewards');
  await expect(page).toHaveURL(/\/console\/rewards$/);
  await expect(page.getByTestId('console-who')).toHaveText('Angemeldet als redaktion@raeppli.example (Redaktion)');
  await expect(page.getByTestId('console-rewards')).toContainText('Kinogutschein für zwei');
  await shoot(page, 'rewards');

  const title = `Stadtführung ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Neue Prämie' }).click();
  // nothing filled: the required fields say so, in German
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Bitte prüfe die markierten Felder.');
  await expect(page.getByRole('textbox', { name: /^Titel/ })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await page.getByRole('textbox', { name: /^Kurzbeschreibung/ }).fill('Eine Stunde Altstadt mit Geschichten.');
  await page.getByRole('spinbutton', { name: /^Preis in Räppli/ }).fill('120');
  await page.getByRole('spinbutton', { name: /^Lager/ }).fill('12');
  // last in the shop: the shop's own specs (running beside this one) expect the demo's order at the top
  await page.getByRole('spinbutton', { name: 'Reihenfolge' }).fill('900');
  await shoot(page, 'reward-new');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/rewards\/\d+/);
  await expect(page.getByTestId('reward-status')).toHaveText('Entwurf');
  await expect(page.getByTestId('reward-state-note')).toContainText('Noch nicht veröffentlicht');

  // members do not see it yet
  const member = await browser.newPage();
  expect(await shopText(member)).not.toContain(title);

  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText(`Veröffentlicht: Mitglieder sehen «${title}» jetzt.`);
  await expect(page.getByTestId('reward-status')).toHaveText('Veröffentlicht');
  expect(await shopText(member)).toContain(title);

  // an edit of a published reward waits as a draft
  await page.getByRole('spinbutton', { name: /^Preis in Räppli/ }).fill('90');
  await page.getByRole('textbox', { name: /^Titel/ }).fill(`${title} am Abend`);
  await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Gespeichert.');
  await expect(page.getByTestId('reward-status')).toContainText('Unveröffentlichte Änderungen');
  const before = await shopText(member);
  expect(before).toContain(title);
  expect(before).not.toContain(`${title} am Abend`);
  await shoot(page, 'reward-draft');
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await expect(page.getByTestId('reward-status')).toHaveText('Veröffentlicht');
  expect(await shopText(member)).toContain(`${title} am Abend`);

  // and it is in the audit log, for admins only: the editor has no such page
  await expect(page.getByRole('navigation', { name: 'Konsole' }).getByRole('link')).toHaveText(['Prämien', 'Verlosungen', 'Inhalte', 'Ladezeiten']);
  await member.close();
});

test('an editor makes any reward but a donation a day of a calendar special: the «Aktion» field, saved with the reward', async ({ page }) => {
  await login(page, EDITOR, '/console/rewards/new');
  const special = page.getByRole('textbox', { name: /^Aktion \(Kurzname\)/ });
  const kind = page.getByRole('combobox', { name: /^Art/ });
  // an Advent door is a reward or a raffle (docs/specials.md); a donation is no day of a calendar
  await expect(special).toBeVisible();
  await kind.selectOption('raffle');
  await expect(special).toBeVisible();
  await kind.selectOption('fund');
  await expect(special).toHaveCount(0);
  await kind.selectOption('buy');
  const slug = `tuerchen-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /^Titel/ }).fill('Türchen: Adventskranz');
  await page.getByRole('textbox', { name: /^Kurzbeschreibung/ }).fill('Ein Kranz aus der Gärtnerei am Markt.');
  await special.fill(slug);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/rewards\/\d+/);
  await expect(special).toHaveValue(slug);
  const id = page.url().split('/').pop();
  const saved = (await (await page.request.get(`/api/console/rewards/${id}`)).json()) as {
    draft: { special_slug: string | null } | null;
    live: { special_slug: string | null } | null;
  };
  expect((saved.draft ?? saved.live)?.special_slug).toBe(slug);
});

test('an operator does not edit content; a wrong password is refused in German; logging out ends the session', async ({ page }) => {
  await page.goto('/console/login');
  await page.getByLabel('E-Mail-Adresse').fill(OPERATOR.email);
  await page.getByLabel('Passwort').fill('daneben-daneben');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('E-Mail-Adresse oder Passwort stimmen nicht.');
  await shoot(page, 'login-error');

  await page.getByLabel('Passwort').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Otto Betrieb');
  await page.goto('/console/rewards');
  await expect(page.getByTestId('console-forbidden')).toHaveText('Dafür fehlt dir die Berechtigung.');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/console\/login/);
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login\?next=%2Fconsole$/);
});

test('an operator marks a shipped order sent, and the member sees it as sent; finds the member and books a goodwill credit', async ({ page, request }) => {
  const m = await createRichMember(request, 1000);
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const book = items.find((r) => r.title === 'Ländle-Kochbuch')!;
  const key = () => `e2e-console-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const address = { firstname: 'Erika', lastname: 'Muster', street: 'Hauptstraße', street_nr: '1', postcode: '6900', city: 'Bregenz', country: 'Österreich' };
  const reserved = (await (
    await request.post(`/api/rewards/${book.id}/reserve?${memberQuery(m)}`, { headers: { 'Idempotency-Key': key() }, data: { quantity: 1, address } })
  ).json()) as { reservation_id: string };
  const { order_id } = (await (
    await request.post(`/api/reservations/${reserved.reservation_id}/confirm?${memberQuery(m)}`, { headers: { 'Idempotency-Key': key() } })
  ).json()) as { order_id: number };

  await login(page, OPERATOR, '/console/orders');
  await expect(page).toHaveURL(/\/console\/orders$/);
  await page.getByLabel('Lieferung').selectOption('delivery');
  const row = page.locator(`tr[data-order-id="${order_id}"]`);
  await expect(row).toContainText('Ländle-Kochbuch');
  await expect(row).toContainText('Hauptstraße 1, 6900 Bregenz, Österreich');
  await shoot(page, 'orders');
  // A prize its winner has not claimed yet has nowhere to go: it can only be cancelled.
  await page.getByLabel('Lieferung').selectOption('');
  const unclaimed = page.locator('tr[data-order-id]', { hasText: 'Gewinn · noch nicht angefordert' }).first();
  await expect(unclaimed.getByRole('button')).toHaveText(['Stornieren']);
  await page.getByLabel('Lieferung').selectOption('delivery');
  await row.getByRole('button', { name: 'Versendet' }).click();
  await expect(page.getByTestId('orders-notice')).toHaveText(`Bestellung ${order_id}: erledigt.`);

  const member = await page.context().browser()!.newPage();
  await member.goto(`/me/profile/rewards?${memberQuery(m)}`);
  await expect(member.getByTestId('my-order').filter({ hasText: 'Ländle-Kochbuch' }).getByTestId('order-state')).toHaveText('Status: versendet');
  await member.close();

  // The member calls with the code from their error page: found, credited with a reason they will read.
  await page.getByRole('navigation', { name: 'Konsole' }).getByRole('link', { name: 'Mitglieder' }).click();
  await page
    .getByRole('searchbox')
    .or(page.getByLabel(/Support-Code/))
    .first()
    .fill(`c${m.collector_token.slice(-8)}`);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByTestId('member-results').getByRole('link').first().click();
  await expect(page.getByTestId('member-balance')).toContainText('Räppli');
  page.once('dialog', (d) => void d.accept());
  await page.getByLabel('Betrag (minus zieht ab)').fill('25');
  await page.getByLabel(/^Grund/).fill('Kulanz: Buch kam beschädigt an');
  await page.getByRole('button', { name: 'Buchen' }).click();
  await expect(page.getByTestId('adjust-notice')).toContainText('Gebucht: 25 Räppli.');
  await expect(page.getByTestId('member-statement')).toContainText('Kulanz: Buch kam beschädigt an');
  await shoot(page, 'member');
});

test('an operator reads a long statement past its first 50 lines, 50 at a time', async ({ page, request }) => {
  const m = await createRichMember(request, 1);
  // 54 bookings by the host: the page shows the newest 50, the button the other 4 (and the start credit)
  for (let i = 1; i <= 54; i++) {
    const res = await request.post('/api/host/adjustments', {
      headers: { Authorization: `Bearer ${E2E_API_KEY}` },
      data: { collector_token: m.collector_token, amount: 1, reason: `Lesebonus ${i}`, idempotency_key: `e2e-statement-${m.collector_token}-${i}` },
    });
    expect(res.status()).toBe(200);
  }
  await login(page, OPERATOR, `/console/members/${m.collector_token}`);
  const lines = page.getByTestId('member-statement').locator('tr');
  await expect(lines).toHaveCount(50);
  await expect(lines.first()).toContainText('Lesebonus 54');
  await page.getByRole('button', { name: 'Ältere Buchungen laden' }).click();
  await expect(lines).toHaveCount(55);
  await expect(lines.nth(50)).toContainText('Lesebonus 4');
  await expect(lines.last()).toContainText('Testguthaben');
  await expect(page.getByRole('button', { name: 'Ältere Buchungen laden' })).toHaveCount(0);
  await shoot(page, 'member-statement');
});

test('an operator reads the liability: what members hold, and as charts what expires when and what the months moved', async ({ page }) => {
  await login(page, OPERATOR, '/console/liability');
  await expect(page.getByTestId('liability-outstanding')).toHaveText(/^\d[\d\s.\u202f]* Räppli$/);
  await expect(page.getByTestId('liability-expiring').getByRole('img')).toHaveAttribute('aria-label', /Verfällt demnächst: Balkendiagramm/);
  await expect(page.getByTestId('liability-flow').getByRole('img')).toBeVisible();
  // the demo's history is in this month's flow: issued Räppli by activity
  await page.getByTestId('liability-flow').getByText('Als Tabelle').click();
  await expect(page.getByTestId('liability-flow').locator('tbody tr')).toHaveCount(12);
  await shoot(page, 'liability');
});
