import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createRichMember, memberQuery, shootAtWidths, type CreatedCollector } from './helpers';

// Redeeming as a member sees it (docs/product.md §9): reserve → confirm → success, through the
// modals of docs/product.md §5.9 (delivery address, confirmation, raffle ticket count, donation).
// Each test uses a fresh member; the first page view may credit the daily visit and a daily reward,
// so balances are read from /api/me after the visit. Modal screenshots at 390 and 600 px. What the
// dialog says for a wrong input or a refused answer — a missing or wrong e-mail, a missing address
// field, terms not accepted, a refused confirm and its release — is
// components/rewards/redeem/redeem-dialog-messages.test.tsx's; wrong ticket counts and amounts,
// tickets-step.test.tsx's and donation-step.test.tsx's; what the detail says instead of the button
// (too few Räppli …), components/rewards/detail/redeem-action.test.tsx's.
const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);

async function rewardId(request: APIRequestContext, title: string) {
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const found = items.find((r) => r.title.startsWith(title));
  if (!found) throw new Error(`no reward ${title}`);
  return found.id;
}

const balanceOf = async (request: APIRequestContext, m: CreatedCollector) =>
  ((await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { points_available: number }).points_available;

/** Opens a reward's detail as the member, waits for the visit's credits; returns the balance. */
async function openDetail(page: Page, request: APIRequestContext, m: CreatedCollector, title: string) {
  const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.goto(`/me/rewards/detail/${await rewardId(request, title)}?${memberQuery(m)}`);
  await visit;
  const balance = await balanceOf(request, m);
  await expect(page.getByTestId('header-balance')).toContainText(`${de(balance)} Räppli`);
  return balance;
}

/** The dialog as a phone (390 px) and the host's iframe (600 px) show it; nothing wider than either. */
const shoot = (page: Page, name: string) => shootAtWidths(page, name, [390, 600], (w) => (w === 390 ? name : `${name}-${w}`), { fullPage: false });

async function fillAddress(dialog: Locator) {
  const values: Record<string, string> = {
    Vorname: 'Erika',
    Nachname: 'Muster',
    Straße: 'Seestraße',
    'Nr.': '12a',
    PLZ: '6900',
    Ort: 'Bregenz',
    Land: 'Österreich',
  };
  for (const [label, value] of Object.entries(values)) {
    // The country is a list (Österreich first and preselected).
    if (label === 'Land') await dialog.getByRole('combobox', { name: 'Land' }).selectOption(value);
    else await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}

const percent = async (l: Locator) => Number((await l.innerText()).replace(/[^\d,]/g, '').replace(',', '.'));

test.describe('redeem flow', () => {
  test('buy a digital reward: email in the confirmation, success, balance drops, limit reached', async ({ page, request }) => {
    const m = await createRichMember(request, 500);
    const before = await openDetail(page, request, m, 'Kinogutschein');
    await page.getByTestId('redeem-start').click();

    const dialog = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
    await expect(dialog.getByTestId('redeem-cost')).toHaveText('300 Räppli');
    await expect(dialog.getByTestId('redeem-balance-after')).toHaveText(`${de(before - 300)} Räppli`);
    await dialog.getByLabel('E-Mail-Adresse').fill('erika@example.org');
    await shoot(page, 'redeem-confirm-digital');

    const reserve = page.waitForRequest((r) => r.url().includes('/reserve') && r.method() === 'POST');
    const confirm = page.waitForRequest((r) => r.url().includes('/confirm') && r.method() === 'POST');
    await dialog.getByTestId('redeem-submit').click();
    const [reserveReq, confirmReq] = await Promise.all([reserve, confirm]);
    expect(reserveReq.postDataJSON()).toEqual({ email: 'erika@example.org' });
    expect(reserveReq.headers()['idempotency-key']).toMatch(/^web-/);
    expect(confirmReq.headers()['idempotency-key']).not.toBe(reserveReq.headers()['idempotency-key']);

    const success = page.getByRole('dialog', { name: 'Geschafft!' });
    await expect(success.getByTestId('redeem-success')).toHaveText(
      '«Kinogutschein für zwei» gehört dir. Wir schicken dir alles per E-Mail an die angegebene Adresse.',
    );
    await expect(success.getByTestId('redeem-new-balance')).toHaveText(`Dein neues Guthaben: ${de(before - 300)} Räppli`);
    await expect(page.getByTestId('header-balance')).toContainText(`${de(before - 300)} Räppli`);
    const myRewards = success.getByTestId('redeem-my-rewards');
    await expect(myRewards).toHaveAttribute('href', new RegExp(`^/me/profile/rewards\\?.*collector_token=${m.collector_token}.*hash=`));
    await shoot(page, 'redeem-success');
    await success.getByRole('button', { name: 'Schließen' }).click();

    // One a month: the page now says so instead of offering the button again.
    // When it opens again: the first of next month (in Vienna).
    const [y, mo] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .split('-')
      .map(Number) as [number, number];
    const firstOfNext = new Date(Date.UTC(mo === 12 ? y + 1 : y, mo % 12, 1, 12));
    const reopens = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Vienna' }).format(firstOfNext);
    // The member's own redemption: information, not an error, with the way to what they redeemed.
    const note = page.getByTestId('redeem-blocked');
    await expect(note).toHaveText(
      `Du hast diese Prämie eingelöst – sie ist einmal pro Monat einlösbar. Wieder einlösen kannst du sie ab dem ${reopens}. Was du eingelöst hast, findest du in «Meine Prämien».`,
    );
    await expect(note).toHaveAttribute('data-tone', 'info');
    await expect(note).toHaveCSS('background-color', 'rgb(255, 246, 218)');
    await expect(note.getByRole('link', { name: '«Meine Prämien»' })).toHaveAttribute(
      'href',
      new RegExp(`^/me/profile/rewards\\?.*collector_token=${m.collector_token}`),
    );
    await shoot(page, 'redeem-limit-reached');
    expect(await balanceOf(request, m)).toBe(before - 300);
  });

  test('a shipped reward through the address modal', async ({ page, request }) => {
    const m = await createRichMember(request, 600);
    const before = await openDetail(page, request, m, 'Ländle-Kochbuch');
    await page.getByTestId('redeem-start').click();

    const address = page.getByRole('dialog', { name: 'Lieferadresse' });
    await expect(address.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('');
    await fillAddress(address);
    await address.getByLabel('Anrede').selectOption('Frau');
    await shoot(page, 'redeem-address');
    await address.getByRole('button', { name: 'Weiter' }).click();

    const dialog = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
    await expect(dialog).toContainText('Frau Erika Muster');
    await expect(dialog).toContainText('6900 Bregenz, Österreich');
    await expect(dialog.getByLabel('E-Mail-Adresse')).toHaveCount(0);
    await shoot(page, 'redeem-confirm-shipped');
    const reserve = page.waitForRequest((r) => r.url().includes('/reserve'));
    await dialog.getByTestId('redeem-submit').click();
    expect((await reserve).postDataJSON()).toEqual({
      address: {
        salutation: 'Frau',
        firstname: 'Erika',
        lastname: 'Muster',
        street: 'Seestraße',
        street_nr: '12a',
        postcode: '6900',
        city: 'Bregenz',
        country: 'Österreich',
      },
    });
    await expect(page.getByTestId('redeem-success')).toContainText('Ländle-Kochbuch');
    await expect(page.getByTestId('header-balance')).toContainText(`${de(before - 450)} Räppli`);
  });

  test('the forms know the reader: the address and e-mail of earlier orders are offered again', async ({ page, request }) => {
    const m = await createRichMember(request, 2000);
    const given = {
      salutation: 'Frau',
      firstname: 'Erika',
      lastname: 'Muster',
      street: 'Seestraße',
      street_nr: '12a',
      postcode: '6900',
      city: 'Bregenz',
      country: 'Deutschland',
    };
    for (const [title, body] of [
      ['Ländle-Kochbuch', { address: given }],
      ['Kinogutschein für zwei', { email: 'erika@example.org' }],
    ] as const) {
      const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
      const id = items.find((r) => r.title === title)!.id;
      const query = memberQuery(m);
      const reserved = await request.post(`/api/rewards/${id}/reserve?${query}`, {
        headers: { 'Idempotency-Key': `prefill-r-${id}-${Date.now()}` },
        data: body,
      });
      expect(reserved.status(), await reserved.text()).toBe(201);
      const { reservation_id } = (await reserved.json()) as { reservation_id: string };
      expect(
        (
          await request.post(`/api/reservations/${reservation_id}/confirm?${query}`, { headers: { 'Idempotency-Key': `prefill-c-${id}-${Date.now()}` } })
        ).status(),
      ).toBe(200);
    }
    await openDetail(page, request, m, 'Ländle-Kochbuch');
    await page.getByTestId('redeem-start').click();
    const address = page.getByRole('dialog', { name: 'Lieferadresse' });
    await expect(address.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Seestraße');
    await expect(address.getByRole('combobox', { name: 'Land' })).toHaveValue('Deutschland');
    await address.getByRole('button', { name: 'Abbrechen' }).click();

    await openDetail(page, request, m, 'Wochenende am Bodensee');
    await page.getByTestId('redeem-start').click();
    await page.getByRole('dialog', { name: 'Wie viele Lose?' }).getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('dialog', { name: 'Einlösen bestätigen' }).getByLabel('E-Mail-Adresse')).toHaveValue('erika@example.org');
  });

  test('an e-book at the publisher: the success step links straight there', async ({ page, request }) => {
    const m = await createRichMember(request, 500);
    await openDetail(page, request, m, 'E-Book: Wanderungen im Ländle');
    await page.getByTestId('redeem-start').click();
    await page.getByRole('dialog', { name: 'Einlösen bestätigen' }).getByTestId('redeem-submit').click();
    const success = page.getByRole('dialog', { name: 'Geschafft!' });
    await expect(success.getByTestId('redeem-success')).toHaveText('«E-Book: Wanderungen im Ländle» gehört dir. Über den Link unten kommst du direkt dorthin.');
    await expect(success.getByRole('link', { name: 'Jetzt öffnen' })).toHaveAttribute('href', 'https://example.org/ebook-wanderungen');

    // Closed: the page says, as information, that the e-book is the member's, and where its link is.
    await success.getByRole('button', { name: 'Schließen' }).click();
    const note = page.getByTestId('redeem-blocked');
    await expect(note).toHaveCSS('background-color', 'rgb(255, 246, 218)');
    await expect(note).toContainText('Du hast diese Prämie eingelöst – sie ist einmal pro Jahr einlösbar.');
    await expect(note).toContainText('Den Link zum Anbieter findest du in «Meine Prämien».');
    await shoot(page, 'redeem-external-done');
    await note.getByRole('link', { name: '«Meine Prämien»' }).click();
    await expect(page).toHaveURL(new RegExp(`/me/profile/rewards\\?.*collector_token=${m.collector_token}`));
    const order = page.getByTestId('my-order').filter({ hasText: 'E-Book: Wanderungen im Ländle' });
    await expect(order.getByRole('link', { name: /Zum Anbieter/ })).toHaveAttribute('href', 'https://example.org/ebook-wanderungen');
  });

  test('a mug to pick up: the success step says where and when', async ({ page, request }) => {
    const m = await createRichMember(request, 500);
    await openDetail(page, request, m, 'Räppli-Tasse');
    await page.getByTestId('redeem-start').click();
    await page.getByRole('dialog', { name: 'Einlösen bestätigen' }).getByTestId('redeem-submit').click();
    const success = page.getByRole('dialog', { name: 'Geschafft!' });
    await expect(success.getByTestId('redeem-success')).toHaveText(
      '«Räppli-Tasse» gehört dir. Sobald deine Prämie zum Abholen bereitliegt, zeigen wir es dir unter «Meine Prämien».',
    );
    await expect(success.getByTestId('redeem-pickup')).toHaveText('Abholung im Kundencenter in Schwarzach, Montag bis Freitag, 8 bis 17 Uhr.');
    // The promise to say so under «Meine Prämien» is made once.
    await expect(success.getByText(/zeigen wir es dir/)).toHaveCount(1);
  });

  test('raffle tickets with all-in: the chance is shown before buying, the balance goes to the remainder', async ({ page, request }) => {
    const m = await createRichMember(request, 300);
    const before = await openDetail(page, request, m, 'Wochenende am Bodensee');
    const expected = Math.min(50, Math.floor(before / 20));
    await page.getByTestId('redeem-start').click();

    const tickets = page.getByRole('dialog', { name: 'Wie viele Lose?' });
    await expect(tickets.getByLabel('Anzahl Lose')).toHaveValue('1');
    await expect(tickets.getByTestId('redeem-chance')).toHaveText(/^\d{1,3}(,\d)? %$/);
    const oneTicket = await percent(tickets.getByTestId('redeem-chance'));
    // More than there can be: the field shows the most at once and says so.
    await tickets.getByLabel('Anzahl Lose').fill('99');
    await expect(tickets.getByLabel('Anzahl Lose')).toHaveValue(String(expected));
    await expect(tickets.getByTestId('redeem-tickets-max')).toHaveText(`Mehr als ${expected} Lose gehen nicht: Wir haben ${expected} eingesetzt.`);
    await expect(tickets.getByTestId('redeem-tickets-cost')).toHaveText(`${de(expected * 20)} Räppli`);
    await tickets.getByLabel('Anzahl Lose').fill('1');
    await expect(tickets.getByTestId('redeem-tickets-problem')).toHaveCount(0);
    await expect(tickets.getByRole('button', { name: 'Weiter' })).toBeEnabled();
    await expect(tickets.getByTestId('redeem-tickets-max')).toHaveText(`Höchstens ${expected} Lose`);
    await tickets.getByTestId('redeem-all-in').click();
    await expect(tickets.getByLabel('Anzahl Lose')).toHaveValue(String(expected));
    await expect(tickets.getByTestId('redeem-tickets-cost')).toHaveText(`${de(expected * 20)} Räppli`);
    await expect(tickets).toContainText(`Deine Gewinnchance mit ${expected} Losen`);
    expect(await percent(tickets.getByTestId('redeem-chance'))).toBeGreaterThan(oneTicket);
    await shoot(page, 'redeem-tickets');
    await tickets.getByRole('button', { name: 'Weiter' }).click();

    // The prize is shipped, but tickets ask no address: only a winner gives one, when claiming.
    const dialog = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
    await expect(dialog.getByRole('textbox', { name: 'Straße' })).toHaveCount(0);
    await expect(dialog).not.toContainText('Lieferung an');
    // The terms are a link of their own, in a new tab on the web (the dialog stays).
    const terms = dialog.getByTestId('terms-link');
    await expect(terms).toHaveText(/^Teilnahmebedingungen/);
    await expect(terms).toHaveAttribute('href', /^\/me\/rewards\/terms\?collector_token=/);
    await expect(terms).toHaveAttribute('target', '_blank');
    await dialog.getByLabel('E-Mail-Adresse').fill('glueck@example.org');
    await dialog.getByLabel('Telefonnummer (freiwillig)').fill('+43 5574 123456');
    await dialog.getByLabel(/Teilnahmebedingungen/).check();
    await shoot(page, 'redeem-confirm-raffle');
    await dialog.getByTestId('redeem-submit').click();

    await expect(page.getByTestId('redeem-success')).toHaveText(
      `Du bist mit ${expected} Losen dabei. Viel Glück! Gewinnst du, sagen wir es dir per E-Mail und unter «Meine Prämien».`,
    );
    const remainder = before - expected * 20;
    expect(remainder).toBeLessThan(20);
    await expect(page.getByTestId('header-balance')).toContainText(`${de(remainder)} Räppli`);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByTestId('raffle-my-tickets')).toHaveText(String(expected));
    await expect(page.getByTestId('raffle-my-chance')).toHaveText(/\d %$/);
    // Before the draw it is the chance as the tickets stand now.
    await expect(page.getByTestId('raffle-panel')).toContainText('Deine Gewinnchance bisher');
    // Not even one more ticket: the page says what one would take.
    await expect(page.getByTestId('redeem-blocked')).toHaveText(`Dir fehlen noch ${20 - remainder} Räppli für ein Los.`);

    // My rewards open on the raffle tab when asked to (the success step links there so).
    await page.goto(`/me/profile/rewards?${memberQuery(m)}&tab=raffles`);
    await expect(page.getByRole('tab', { name: 'Verlosungen' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('my-order').first()).toContainText('Wochenende am Bodensee');
  });

  test('a donation: the fund total and my donated amount rise', async ({ page, request }) => {
    const m = await createRichMember(request, 200);
    const before = await openDetail(page, request, m, 'Tafel Vorarlberg');
    // The page's HTML has the reader's total, cached up to a minute; the member's view (/api/rewards/{id})
    // brings the total as it is now and my donated amount: wait for it, then take the total.
    await expect(page.getByTestId('fund-my-donated')).toHaveText('0 Räppli');
    const total = Number(await page.getByTestId('fund-total').getAttribute('data-total'));
    await page.getByTestId('redeem-start').click();

    const donation = page.getByRole('dialog', { name: 'Wie viel möchtest du spenden?' });
    await donation.getByTestId('redeem-amount').fill('25');
    await expect(donation.getByTestId('redeem-amount-problem')).toHaveCount(0);
    await shoot(page, 'redeem-donation');
    await donation.getByRole('button', { name: 'Weiter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
    await expect(dialog.getByTestId('redeem-cost')).toHaveText('25 Räppli');
    await dialog.getByRole('button', { name: 'Jetzt spenden' }).click();

    await expect(page.getByTestId('redeem-success')).toHaveText('Danke! Du hast 25 Räppli gespendet.');
    await expect(page.getByTestId('header-balance')).toContainText(`${de(before - 25)} Räppli`);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByTestId('fund-my-donated')).toHaveText('25 Räppli');
    await expect.poll(async () => Number(await page.getByTestId('fund-total').getAttribute('data-total'))).toBeGreaterThanOrEqual(total + 25);
  });
});
