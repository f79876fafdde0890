import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { createRichMember, memberQuery, screenLoaded, shootAtWidths, type CreatedCollector } from './helpers';

// The demo's Black Week and New Year resolutions week (docs/specials-black-week-resolutions.md) at
// /me/special/{slug}: a Black Week price shown old and new and charged; a resolution goal credited
// after host events. Both demo specials run today (lib/server/db/seed-data.ts). Each test uses a
// fresh member; the first page view may credit the daily visit and a daily reward, so balances are
// read from /api/me after the visit.
const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);

const balanceOf = async (request: APIRequestContext, m: CreatedCollector) =>
  ((await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { points_available: number }).points_available;

type Goal = { title: string; step: string; count: number; bonus: number };
type Day = { day: number; goal: Goal | null; progress: number | null; credited: boolean };

/** Today's goal of the demo resolutions week, as GET /api/specials/{slug} answers it for the member. */
async function todaysGoal(request: APIRequestContext, m: CreatedCollector) {
  const res = await request.get(`/api/specials/neujahrsvorsaetze?collector_token=${m.collector_token}`);
  expect(res.status(), await res.text()).toBe(200);
  const { detail } = (await res.json()) as { detail: { today: number | null; days: Day[] } };
  expect(detail.today).not.toBeNull();
  const day = detail.days.find((d) => d.day === detail.today)!;
  expect(day.goal).not.toBeNull();
  return day.goal!;
}

let events = 0;
/** One reader activity the host reports (its own article each time, so none is a duplicate). */
async function hostEvent(request: APIRequestContext, m: CreatedCollector, step: string) {
  const n = ++events;
  const res = await request.post('/api/host/events', {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
    data: {
      collector_token: m.collector_token,
      step,
      data: { article_id: `e2e-vorsatz-${Date.now()}-${n}` },
      idempotency_key: `e2e-vorsatz-${m.collector_token}-${n}`,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('Black Week', () => {
  test('the page shows the lowered rewards with old and new price and a countdown; a redeem charges the Black Week price', async ({ page, request }) => {
    const m = await createRichMember(request, 500);
    const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
    await page.goto(`/me/special/black-week?${memberQuery(m)}`);
    await visit;

    const section = page.getByTestId('black-week');
    await expect(section).toHaveAttribute('data-phase', 'running');
    await expect(section.getByRole('heading', { level: 2, name: 'Prämien zum Black-Week-Preis' })).toBeVisible();
    // The countdown fills in once the page runs in the browser.
    await expect(section.getByTestId('black-week-countdown')).toHaveText(/^\d+\s*Tage?\s*\d{2}\s*Std\.\s*\d{2}\s*Min\.\s*\d{2}\s*Sek\.$/);

    const mug = section.getByTestId('black-week-offer').filter({ hasText: 'Räppli-Tasse' });
    await expect(mug.getByTestId('black-week-price')).toHaveText('75 Räppli');
    await expect(mug.getByTestId('black-week-regular-price')).toHaveText('statt 150 Räppli');
    await expect(mug).toContainText('−50 %');
    const ebook = section.getByTestId('black-week-offer').filter({ hasText: 'E-Book: Wanderungen im Ländle' });
    await expect(ebook.getByTestId('black-week-price')).toHaveText('60 Räppli');
    await expect(ebook.getByTestId('black-week-regular-price')).toHaveText('statt 120 Räppli');
    await screenLoaded(page);
    await shootAtWidths(page, 'black-week', [390], () => 'special-black-week');

    // The offer links to its reward page, which shows and charges the same price.
    await mug.click();
    await expect(page).toHaveURL(/\/me\/rewards\/detail\/\d+\?collector_token=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Räppli-Tasse');
    await expect(page.locator('main').getByTestId('reward-cost')).toHaveText('75 Räppli');
    await expect(page.locator('main').getByTestId('reward-regular-cost')).toHaveText('statt 150 Räppli');
    const before = await balanceOf(request, m);
    await expect(page.getByTestId('header-balance')).toContainText(`${de(before)} Räppli`);

    await page.getByTestId('redeem-start').click();
    const dialog = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
    await expect(dialog.getByTestId('redeem-cost')).toHaveText('75 Räppli');
    await expect(dialog.getByTestId('redeem-balance-after')).toHaveText(`${de(before - 75)} Räppli`);
    await dialog.getByTestId('redeem-submit').click();
    const success = page.getByRole('dialog', { name: 'Geschafft!' });
    await expect(success.getByTestId('redeem-new-balance')).toHaveText(`Dein neues Guthaben: ${de(before - 75)} Räppli`);
    expect(await balanceOf(request, m)).toBe(before - 75);
    const statement = (await (await request.get(`/api/me/activities?collector_token=${m.collector_token}`)).json()) as {
      last: { amount: number; reason: string }[];
    };
    expect(statement.last[0]).toMatchObject({ amount: -75, reason: 'Prämie: Räppli-Tasse' });
  });

  test('the shop shows the Black Week price with the regular one struck through', async ({ page, request }) => {
    const m = await createRichMember(request, 0);
    await page.goto(`/me/rewards?${memberQuery(m)}`);
    // The mug is a card of the featured slider and of the list: both show it.
    const cards = page.getByTestId('reward-card').filter({ hasText: 'Räppli-Tasse' });
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByTestId('reward-cost')).toHaveText('75 Räppli');
      await expect(card.getByTestId('reward-regular-cost')).toHaveText('statt 150 Räppli');
    }
    // A reward the Black Week does not lower keeps its one price.
    const kino = page.getByTestId('reward-card').filter({ hasText: 'Kinogutschein für zwei' }).first();
    await expect(kino.getByTestId('reward-cost')).toHaveText('300 Räppli');
    await expect(kino.getByTestId('reward-regular-cost')).toHaveCount(0);
  });
});

test.describe('New Year resolutions week', () => {
  test('a goal is credited once after the host reports the day’s steps: progress, bonus, statement', async ({ page, request }) => {
    const m = await createRichMember(request, 0);
    const goal = await todaysGoal(request, m);
    const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
    await page.goto(`/me/special/neujahrsvorsaetze?${memberQuery(m)}`);
    await visit;

    const section = page.getByTestId('resolutions');
    await expect(section).toHaveAttribute('data-phase', 'running');
    const today = section.getByTestId('resolution-today');
    await expect(today.getByTestId('resolution-today-title')).toHaveText(goal.title);
    await expect(today).toContainText(`+${de(goal.bonus)} Räppli`);
    await expect(today.getByTestId('resolution-progress')).toHaveText(`0 von ${goal.count}`);
    await expect(today.getByTestId('resolution-status')).toHaveText(`Noch ${goal.count} – dann bekommst du ${de(goal.bonus)} Bonus-Räppli.`);
    // Seven days: those over, today, those to come.
    const days = section.getByTestId('resolution-day');
    await expect(days).toHaveCount(7);
    const todayRow = section.locator('[data-testid="resolution-day"][data-when="today"]');
    await expect(todayRow).toHaveCount(1);
    await expect(todayRow).toContainText(goal.title);
    await expect(todayRow).toContainText('Heute');

    for (let i = 1; i < goal.count; i++) await hostEvent(request, m, goal.step);
    if (goal.count > 1) {
      await page.reload();
      await expect(today.getByTestId('resolution-progress')).toHaveText(`${goal.count - 1} von ${goal.count}`);
      await expect(today.getByTestId('resolution-status')).toHaveText(`Noch 1 – dann bekommst du ${de(goal.bonus)} Bonus-Räppli.`);
    }

    const before = await balanceOf(request, m);
    await hostEvent(request, m, goal.step);
    const credited = await balanceOf(request, m);
    await page.reload();
    await expect(today.getByTestId('resolution-progress')).toHaveText(`${goal.count} von ${goal.count}`);
    await expect(today.getByTestId('resolution-status')).toHaveText(`Geschafft! ${de(goal.bonus)} Räppli sind gutgeschrieben.`);
    await expect(todayRow).toContainText(`Geschafft · +${de(goal.bonus)}`);
    await expect(section.getByTestId('resolution-total')).toContainText(`Deine Bonus-Räppli diese Woche: ${de(goal.bonus)}`);
    await expect(page.getByTestId('header-balance')).toContainText(`${de(credited)} Räppli`);
    await screenLoaded(page);
    await shootAtWidths(page, 'resolutions', [390], () => 'special-resolutions');

    const statement = (await (await request.get(`/api/me/activities?collector_token=${m.collector_token}`)).json()) as {
      last: { amount: number; reason: string }[];
    };
    expect(statement.last[0]).toMatchObject({ amount: goal.bonus, reason: `Vorsatz geschafft: ${goal.title}` });
    expect(credited - before).toBeGreaterThanOrEqual(goal.bonus);

    // Another step of the kind that day: no second bonus.
    await hostEvent(request, m, goal.step);
    const after = (await (await request.get(`/api/me/activities?collector_token=${m.collector_token}`)).json()) as {
      last: { amount: number; reason: string }[];
    };
    expect(after.last.filter((e) => e.reason === `Vorsatz geschafft: ${goal.title}`)).toHaveLength(1);
  });
});
