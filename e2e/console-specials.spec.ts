import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { consoleLogin, createRichMember, memberQuery, shootAtWidths } from './helpers';

// A special's settings in the console (docs/console.md, Specials): an editor
// gives a reward a Black Week price (a price not below the regular one is refused in German),
// publishes, and the member's reward page shows it; an editor adds a resolutions goal (a second
// goal for the same day is refused) and the member's page of the week shows it. Each editor's
// screenshot at 1280 px (desk) and 390 px (phone).
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ viewport: { width: 1280, height: 900 } });

const shoot = (page: Page, name: string) => shootAtWidths(page, name, [1280, 390], (w) => `console-${name}-${w}`);

/** A `datetime-local` value `ms` from now in the browser's time zone (the editor's). */
const localInput = (page: Page, ms: number) =>
  page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, ms);

/**
 * The special's own fields: title, slug, kind, and a week from `startIn` ms on (default: a minute
 * ago, so it runs) for seven days.
 */
async function newSpecial(page: Page, title: string, slug: string, kind: string, startIn = -60_000) {
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await page.getByLabel('Kürzel').fill(slug);
  await page.getByLabel('Menüeintrag').fill(title);
  await page.getByRole('combobox', { name: 'Art', exact: true }).selectOption({ label: kind });
  await page.getByRole('textbox', { name: 'Beginn', exact: true }).fill(await localInput(page, startIn));
  await page.getByRole('textbox', { name: 'Ende', exact: true }).fill(await localInput(page, startIn + 7 * 24 * 3600_000));
}

test('an editor gives a reward a Black Week price, lower than its regular one, and the member’s reward page shows it', async ({ page, request }) => {
  await consoleLogin(page, '/console/content/specials/new');
  // A reward of our own, so the demo's prices (other specs count on them) stay.
  const rewardTitle = `Konsolen-Tasse ${unique()}`;
  const created = await page.request.fetch('/api/console/rewards', {
    method: 'POST',
    headers: { Origin: E2E_BASE_URL },
    data: { title: rewardTitle, description: 'Eine Tasse aus der Konsole.', type: 'buy', delivery: 'digital', category_id: 1, cost: 100, position: 990 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.fetch(`/api/console/rewards/${id}/publish`, { method: 'POST', headers: { Origin: E2E_BASE_URL } })).ok()).toBe(true);

  const slug = `black-week-${unique()}`;
  await newSpecial(page, 'Black Week aus der Konsole', slug, 'Black Week');
  const config = page.getByTestId('special-config');
  await expect(page.getByRole('group', { name: 'Black-Week-Preise' })).toContainText('Noch keine Prämie');
  await config.getByLabel('Prämien suchen').fill(rewardTitle);
  await expect(config.getByText('1 Prämie zur Auswahl (ohne Spenden).')).toBeVisible();
  await config.getByRole('button', { name: 'Prämie hinzufügen' }).click();
  const row = config.getByTestId('black-week-price');
  await expect(row.getByRole('heading', { name: 'Preis 1' })).toBeVisible();
  await row.getByLabel('Prämie').selectOption({ label: `${rewardTitle} – regulär 100 Räppli` });
  await expect(row).toContainText('Regulär: 100 Räppli');

  // Negative: what is wrong is said as it is typed, and again at the field on saving.
  await row.getByLabel('Black-Week-Preis (Räppli)').fill('-5');
  await expect(row.getByTestId('black-week-negative')).toHaveText('Bitte keine negative Zahl angeben.');
  await expect(row.getByTestId('black-week-saving')).toHaveCount(0);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(row.getByRole('alert').filter({ hasText: 'Bitte keine negative Zahl angeben.' })).toBeVisible();
  await expect(page).toHaveURL(/\/specials\/new$/);

  // Not lower: said as it is typed, and the server refuses it at the field.
  await row.getByLabel('Black-Week-Preis (Räppli)').fill('100');
  const notLower = 'Der Black-Week-Preis muss unter dem regulären Preis von 100 Räppli liegen.';
  await expect(row.getByTestId('black-week-not-lower')).toHaveText(notLower);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('editor-notice')).toBeVisible();
  await expect(row.getByRole('alert').filter({ hasText: notLower })).toBeVisible();
  await expect(row.getByLabel('Black-Week-Preis (Räppli)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/specials\/new$/);
  await shoot(page, 'special-black-week-invalid');

  await row.getByLabel('Black-Week-Preis (Räppli)').fill('60');
  await expect(row.getByTestId('black-week-saving')).toHaveText('Statt 100 nur 60 Räppli (−40 %).');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/content\/specials\/\d+$/);
  // Saved as the API stores it, and shown again as a row.
  const saved = page.getByTestId('black-week-price');
  await expect(saved.getByLabel('Prämie')).toHaveValue(String(id));
  await expect(saved.getByLabel('Black-Week-Preis (Räppli)')).toHaveValue('60');
  await page.getByTestId('special-config-json').locator('summary').click();
  await expect(page.getByTestId('special-config-json').locator('pre')).toHaveText(JSON.stringify({ prices: [{ reward_id: id, cost: 60 }] }, null, 2));
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');
  await shoot(page, 'special-black-week');

  const member = await createRichMember(request, 0);
  await page.goto(`/me/rewards/detail/${id}?${memberQuery(member)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rewardTitle);
  await expect(page.locator('main').getByTestId('reward-cost')).toHaveText('60 Räppli');
  await expect(page.locator('main').getByTestId('reward-regular-cost')).toHaveText('statt 100 Räppli');

  // Its slug is taken now: another special with it is refused under «Kürzel», in the server's words.
  await page.goto('/console/content/specials/new');
  await newSpecial(page, 'Noch eine Black Week', slug, 'Einfache Aktionsseite');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Bitte prüfe die markierten Felder.');
  await expect(page.getByRole('alert').filter({ hasText: 'Dieses Kürzel hat schon ein anderer Eintrag' })).toBeVisible();
  await expect(page.getByLabel('Kürzel')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/specials\/new$/);
});

test('an editor adds a resolutions goal, one per day, and the member’s page of the week shows it', async ({ page, request }) => {
  await consoleLogin(page, '/console/content/specials/new');
  const slug = `vorsaetze-${unique()}`;
  // A week that begins in three days: its goals must not pay today's readers of the other specs
  // (the demo week's goal and the host events of the overview spec run in parallel).
  await newSpecial(page, 'Vorsätze aus der Konsole', slug, 'Neujahrsvorsätze', 3 * 24 * 3600_000);
  const config = page.getByTestId('special-config');
  await expect(config).toContainText('Noch kein Ziel');
  await config.getByRole('button', { name: 'Ziel hinzufügen' }).click();
  const first = config.getByTestId('resolution-goal').nth(0);
  await expect(first.getByRole('combobox', { name: 'Tag', exact: true })).toHaveValue('1');
  await first.getByLabel('Titel').fill('Lies heute 2 Artikel');
  await first.getByLabel('Schritt').selectOption('articleRead');
  await first.getByLabel('Anzahl').fill('2');
  await first.getByLabel('Bonus (Räppli)').fill('25');

  // A second goal starts on the next free day; moved onto day 1 it is refused.
  await config.getByRole('button', { name: 'Ziel hinzufügen' }).click();
  const second = config.getByTestId('resolution-goal').nth(1);
  await expect(second.getByRole('combobox', { name: 'Tag', exact: true })).toHaveValue('2');
  await second.getByRole('combobox', { name: 'Tag', exact: true }).selectOption('1');
  await second.getByLabel('Titel').fill('Teile einen Artikel');
  await second.getByLabel('Schritt').selectOption('articleShare');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('editor-notice')).toHaveText('Bitte prüfe die markierten Felder.');
  await expect(second.getByRole('alert')).toHaveText('Für diesen Tag gibt es schon ein Ziel – jeder Tag hat höchstens eins.');
  await shoot(page, 'special-resolutions-invalid');

  // Moved up and back to day 2: the order is the editor's, the day the goal's.
  await second.getByRole('combobox', { name: 'Tag', exact: true }).selectOption('2');
  await config.getByRole('button', { name: 'Ziel 2 nach oben' }).click();
  await expect(config.getByTestId('resolution-goal').nth(0).getByLabel('Titel')).toHaveValue('Teile einen Artikel');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/content\/specials\/\d+$/);
  await expect(page.getByTestId('resolution-goal')).toHaveCount(2);
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');
  await shoot(page, 'special-resolutions');

  const member = await createRichMember(request, 0);
  await page.goto(`/me/special/${slug}?${memberQuery(member)}`);
  const week = page.getByTestId('resolutions');
  await expect(week).toBeVisible();
  await expect(week.getByTestId('resolution-day').first()).toContainText('Lies heute 2 Artikel');
  await expect(week.getByTestId('resolution-day').nth(1)).toContainText('Teile einen Artikel');
});
