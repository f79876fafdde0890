import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { demoUrls, shootAtWidths } from './helpers';

// A won raffle as the winner lives it (docs/product.md §9.8): the raffle's
// page announces the win and leads to "Preis anfordern"; the claim asks for the address of a shipped
// prize (the tickets never did) or the e-mail of a digital one; "Meine Prämien" then says how the
// prize comes. The demo member Anna won two drawn demo raffles; this spec claims both, so it is the
// only one that touches her prizes. Screenshots at 390 and 600 px.
const HELMET = 'Fahrradhelm von Velo Ländle';
const FESTIVAL = '3 × 2 Festspielkarten';

async function rewardId(request: APIRequestContext, title: string) {
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const found = items.find((r) => r.title === title);
  if (!found) throw new Error(`no reward ${title}`);
  return found.id;
}

/** Anna's session query (collector token and SSO pair), from the demo URL. */
const annaQuery = () => new URL(demoUrls().identified).search.slice(1);

const shoot = (page: Page, name: string) => shootAtWidths(page, name, [390, 600], (w) => `${name}-${w}`, { fullPage: false });

test.describe.configure({ mode: 'serial' });

test('the winner of a shipped prize is told on the raffle page and claims it with an address in "Meine Prämien"', async ({ page, request }) => {
  const query = annaQuery();
  const helmet = await rewardId(request, HELMET);
  await page.goto(`/me/rewards/detail/${helmet}?${query}`);
  const outcome = page.getByTestId('raffle-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'won');
  await expect(outcome).toContainText('Glückwunsch, du hast gewonnen!');
  await expect(outcome).toContainText(/Fordere deinen Preis bis einschließlich \d{1,2}\. \S+ \d{4} an, sonst verfällt er\./);
  // "over" is not what a winner needs to read
  await expect(page.getByTestId('redeem-blocked')).toHaveCount(0);
  await shoot(page, 'raffle-won');

  await outcome.getByRole('link', { name: 'Preis anfordern' }).click();
  await expect(page).toHaveURL(/\/me\/profile\/rewards\?.*tab=raffles.*claim=\d+/);
  const dialog = page.getByRole('dialog', { name: 'Preis anfordern' });
  await expect(dialog).toContainText(`Wohin sollen wir «${HELMET}» schicken?`);
  await expect(page.getByRole('tab', { name: 'Verlosungen' })).toHaveAttribute('aria-selected', 'true');
  // Nothing typed: every missing field is marked and the reason said.
  await dialog.getByTestId('address-submit').click();
  await expect(dialog.getByTestId('redeem-error')).toHaveText('Bitte fülle alle Felder aus.');
  await expect(dialog.getByRole('textbox', { name: 'Straße' })).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'claim-address');
  await dialog.getByRole('combobox', { name: 'Anrede' }).selectOption('Frau');
  await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
  await dialog.getByRole('textbox', { name: 'Straße' }).fill('Marktstraße');
  await dialog.getByRole('textbox', { name: 'Nr.' }).fill('12');
  await dialog.getByRole('textbox', { name: 'PLZ' }).fill('6850');
  await dialog.getByRole('textbox', { name: 'Ort' }).fill('Dornbirn');
  await dialog.getByTestId('address-submit').click();

  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Danke!' })).toHaveText(`Danke! Dein Preis «${HELMET}» ist angefordert.`);
  const item = page.getByTestId('my-order').filter({ hasText: HELMET });
  await expect(item.getByTestId('order-state')).toHaveText('Status: gewonnen');
  await expect(item.getByTestId('prize-claimed')).toContainText('Dein Preis kommt per Post an die Adresse, die du angegeben hast.');
  await expect(item.getByTestId('claim-start')).toHaveCount(0);

  // The operators see where it goes.
  const orders = (await (await request.get(`/api/host/orders?reward_id=${helmet}`, { headers: { Authorization: `Bearer ${E2E_API_KEY}` } })).json()) as {
    items: { contact: { address?: { city?: string } } }[];
  };
  expect(orders.items[0]?.contact.address?.city).toBe('Dornbirn');

  // Back on the raffle page, the win reads as claimed.
  await item.getByRole('link', { name: 'Zur Verlosung' }).click();
  await expect(page.getByTestId('raffle-outcome')).toHaveAttribute('data-outcome', 'claimed');
  await expect(page.getByTestId('raffle-outcome')).toContainText('Deinen Preis hast du angefordert.');
});

test('a digital prize is claimed from "Meine Prämien" with the e-mail address the tickets were bought with', async ({ page }) => {
  await page.goto(`/me/profile/rewards?${annaQuery()}&tab=raffles`);
  const item = page.getByTestId('my-order').filter({ hasText: FESTIVAL });
  await expect(item.getByTestId('collect-by')).toContainText('sonst verfällt er');
  await shoot(page, 'my-raffles-won');
  await item.getByTestId('claim-start').click();
  const dialog = page.getByRole('dialog', { name: 'Preis anfordern' });
  await expect(dialog).toContainText(`An welche E-Mail-Adresse sollen wir «${FESTIVAL}» schicken?`);
  // Prefilled from her latest orders.
  await expect(dialog.getByLabel(/E-Mail-Adresse/)).toHaveValue(/@/);
  await dialog.getByLabel(/E-Mail-Adresse/).fill('');
  await dialog.getByTestId('claim-submit').click();
  await expect(dialog.getByTestId('claim-error')).toHaveText('Bitte gib deine E-Mail-Adresse ein.');
  await expect(dialog.getByLabel(/E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(/E-Mail-Adresse/).fill('anna@example.org');
  await shoot(page, 'claim-email');
  await dialog.getByTestId('claim-submit').click();
  await expect(item.getByTestId('prize-claimed')).toContainText('Dein Preis kommt per E-Mail an die Adresse, die du angegeben hast.');
});

test('without tickets, a drawn raffle says it is over, leads back to the rewards and offers its audit as a real tap target', async ({ page, request }) => {
  const anonymous = new URL(demoUrls().anonymous).search.slice(1);
  await page.goto(`/me/rewards/detail/${await rewardId(request, FESTIVAL)}?${anonymous}`);
  // Said in the shape a participant's outcome takes, with the way back to the rewards.
  const over = page.getByTestId('raffle-outcome');
  await expect(over).toHaveAttribute('data-outcome', 'ended');
  await expect(over).toContainText('Diese Verlosung ist leider vorbei.Alle Gewinne sind gezogen. Unten kannst du das nachprüfen.');
  await expect(over.getByRole('link', { name: 'Zu den Prämien' })).toHaveAttribute('href', /^\/me\/rewards\?collector_token=/);
  await expect(page.getByTestId('redeem-blocked')).toHaveCount(0);
  const audit = page.getByTestId('raffle-audit');
  await expect(audit).toHaveText('Prüfprotokoll der Ziehung');
  const box = await audit.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expect(audit).toHaveAttribute('href', /^\/me\/rewards\/detail\/\d+\/audit\?collector_token=/);
});
