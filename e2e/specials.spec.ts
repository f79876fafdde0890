import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, businessDay, startOfBusinessDay } from '../lib/domain/business-time';
import { DEMO_EDITOR as EDITOR, E2E_BASE_URL } from './env';
import { createOnboardedCollector, createRichMember, layoutShift, memberQuery, observeLayoutShift, screenLoaded, shootAtWidths } from './helpers';

// Specials (docs/specials.md) as a member sees them: the demo Advent calendar (running on any date:
// the seed puts today's door on today) — open today's door and take part, closed doors lead back to
// it; Halloween's raffle of the day on a Halloween an editor sets up through the console API to run
// today (the app has no clock to set); the navigation's menu link; an unknown special's 404.

const TZ = 'Europe/Vienna';
const shoot = (page: Page, name: string) => shootAtWidths(page, name, [390], () => name);

/** Through the console API as the demo editor (changes need our Origin). */
async function consoleApi(request: APIRequestContext) {
  const login = await request.post('/api/console/session', { data: EDITOR, headers: { Origin: E2E_BASE_URL } });
  expect(login.status(), await login.text()).toBe(200);
  return async (path: string, data?: unknown) => {
    const res = await request.post(`/api/console${path}`, { data, headers: { Origin: E2E_BASE_URL } });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as { id: number };
  };
}

/** Takes part in the raffle the page offers: one ticket more, e-mail, terms, done. */
async function joinRaffle(page: Page, tickets: number) {
  await page.getByTestId('redeem-start').click();
  const count = page.getByRole('dialog', { name: 'Wie viele Lose?' });
  await count.getByLabel('Anzahl Lose').fill(String(tickets));
  await count.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
  await dialog.getByLabel('E-Mail-Adresse').fill('kalender@example.org');
  await dialog.getByLabel(/Teilnahmebedingungen/).check();
  await dialog.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-success')).toContainText(`Du bist mit ${tickets === 1 ? '1 Los' : `${tickets} Losen`} dabei.`);
  await page.getByRole('button', { name: 'Schließen' }).click();
}

test.describe('the Advent calendar', () => {
  test('open today’s door and take part; a closed door says so and leads to today’s', async ({ page, request }) => {
    const m = await createRichMember(request, 100);
    const { detail } = (await (await request.get('/api/specials/adventskalender')).json()) as {
      detail: { today: number; doors: { number: number; state: string }[] };
    };
    const today = detail.today;
    expect(today).toBeGreaterThanOrEqual(2);

    await page.goto(`/me/special/adventskalender?${memberQuery(m)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Adventskalender' })).toBeVisible();
    await expect(page.getByTestId('special-countdown')).toHaveText(/^Noch (\d+ Tage?, )?\d+ Std\. \d\d Min\. \d\d Sek\.$/);
    const grid = page.getByTestId('advent-grid');
    await expect(grid.getByRole('link')).toHaveCount(24);
    await expect(grid.getByTestId(`advent-door-${today}`)).toHaveAttribute('data-state', 'today');
    await expect(grid.getByTestId(`advent-door-${today - 1}`)).toHaveAttribute('data-state', 'past');
    // Not taken part in yesterday: over, not ticked as opened.
    await expect(grid.getByTestId(`advent-door-${today - 1}`)).toHaveAttribute('aria-label', `Türchen ${today - 1}, vorbei`);
    if (today < 24) await expect(grid.getByTestId(`advent-door-${today + 1}`)).toHaveAttribute('data-state', 'locked');

    // Today's door is open: its raffle, taken part in through the redeem flow of the reward detail.
    const door = page.getByTestId('advent-door');
    await expect(door.getByRole('heading', { level: 2 })).toContainText(`Türchen ${today} – heute offen`);
    await expect(door.getByRole('heading', { level: 3 })).toHaveText('Advent-Türchen: Christbaum fürs Wohnzimmer');
    await screenLoaded(page);
    await shoot(page, 'special-advent');
    await joinRaffle(page, 2);
    await expect(door.getByTestId('day-my-tickets')).toContainText('Deine Lose: 2 von');
    await expect(page.getByTestId('header-balance')).toContainText('Räppli');

    // Yesterday's door: closed, with its raffle's result, and the way back to today's door.
    await grid.getByTestId(`advent-door-${today - 1}`).click();
    await expect(door).toHaveAttribute('data-state', 'past');
    await expect(door.getByTestId('advent-closed')).toContainText('Dieses Türchen ist schon geschlossen.');
    await expect(page).toHaveURL(new RegExp(`#tuer-${today - 1}$`));
    await door.getByTestId('advent-to-today').click();
    await expect(door).toHaveAttribute('data-door', String(today));
    await expect(door.getByTestId('redeem-start')).toBeVisible();

    // A locked door keeps its secret until its day.
    if (today < 24) {
      await grid.getByTestId(`advent-door-${today + 1}`).click();
      await expect(door).toHaveAttribute('data-state', 'locked');
      await expect(door.getByTestId('advent-closed')).toContainText(/Dieses Türchen ist noch geschlossen\. Es öffnet am \w+, \d+\. \w+\./);
      await expect(door.getByTestId('day-reward')).toHaveCount(0);
      await shoot(page, 'special-advent-locked');
      await door.getByTestId('advent-to-today').click();
      await expect(door).toHaveAttribute('data-state', 'today');
    }
  });

  test('the navigation links the running specials; an anonymous member is asked to log in', async ({ page, request }) => {
    const anon = await createOnboardedCollector(request);
    await page.goto(`/me/overview?collector_token=${anon.collector_token}`);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const advent = nav.getByRole('link', { name: 'Advent', exact: true });
    await expect(advent).toHaveAttribute('href', new RegExp(`^/me/special/adventskalender\\?collector_token=${anon.collector_token}`));
    await advent.click();
    await page.waitForURL((url) => url.pathname === '/me/special/adventskalender');
    await expect(advent).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('advent-door').getByTestId('redeem-blocked')).toHaveAttribute('data-kind', 'login');
  });

  test('an anonymous reader sees a past door as over, not opened, and how to take part today', async ({ page, request }) => {
    const anon = await createOnboardedCollector(request);
    const { detail } = (await (await request.get('/api/specials/adventskalender')).json()) as { detail: { today: number } };
    const past = detail.today - 1;
    await page.setViewportSize({ width: 375, height: 844 });
    await page.goto(`/me/special/adventskalender?collector_token=${anon.collector_token}`);
    const grid = page.getByTestId('advent-grid');
    const pastDoor = grid.getByTestId(`advent-door-${past}`);
    // The member's part has come (their empty tickets line), then: no tick on a door they cannot have opened.
    await expect(page.getByTestId('advent-door').getByTestId('redeem-blocked')).toHaveAttribute('data-kind', 'login');
    await expect(pastDoor).toHaveAttribute('aria-label', `Türchen ${past}, vorbei`);
    await expect(pastDoor).toHaveAttribute('data-mark', 'over');
    await expect(pastDoor.locator('svg')).toHaveCount(0);

    await pastDoor.click();
    const door = page.getByTestId('advent-door');
    await expect(door).toHaveAttribute('data-door', String(past));
    await expect(door.getByTestId('advent-closed')).toContainText('Dieses Türchen ist schon geschlossen.');
    const next = door.getByTestId('advent-sign-in');
    await expect(next).toContainText('Melde dich an, um beim heutigen Türchen mitzumachen.');
    await expect(next.getByTestId('sign-in')).toHaveText('Jetzt anmelden');
    await screenLoaded(page);
    await shootAtWidths(page, 'advent past door, anonymous', [375], () => 'special-advent-past-anonymous-375');
    await door.getByTestId('advent-to-today').click();
    await expect(door).toHaveAttribute('data-door', String(detail.today));
    await expect(door.getByTestId('advent-sign-in')).toHaveCount(0);
  });
});

test.describe('the page paints first', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the Advent calendar’s title, today’s door and the 24 doors are in the HTML', async ({ page, request }) => {
      const { detail } = (await (await request.get('/api/specials/adventskalender')).json()) as { detail: { today: number } };
      await page.goto('/me/special/adventskalender');
      await expect(page.getByRole('heading', { level: 1, name: 'Adventskalender' })).toBeVisible();
      await expect(page.getByTestId('advent-door').getByRole('heading', { level: 3 })).toHaveText('Advent-Türchen: Christbaum fürs Wohnzimmer');
      await expect(page.getByTestId(`advent-door-${detail.today}`)).toHaveAttribute('data-state', 'today');
      await expect(page.getByTestId('advent-grid').getByRole('link')).toHaveCount(24);
    });
  });

  test('nothing jumps while the member’s part fills in (layout shift ≤ 0.05)', async ({ page, request }) => {
    const m = await createRichMember(request, 100);
    await observeLayoutShift(page);
    await page.goto(`/me/special/adventskalender?${memberQuery(m)}`);
    await expect(page.getByTestId('advent-door').getByTestId('redeem-start')).toBeVisible();
    await expect(page.getByTestId('special-countdown')).toHaveText(/^Noch/);
    await page.evaluate(() => document.fonts.ready);
    const { cls, shifts } = await layoutShift(page);
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
  });
});

test.describe('Halloween', () => {
  test('the raffle of the day: join with tickets; past results, future days locked', async ({ page, request }) => {
    // A Halloween that runs today (day 1 of 13), set up as an editor would.
    const post = await consoleApi(request);
    const today = businessDay(new Date(), TZ);
    const day = (n: number) => startOfBusinessDay(addDays(today, n - 1), TZ).toISOString();
    const slug = `halloween-e2e-${Date.now().toString(36)}`;
    const special = await post('/specials', {
      slug,
      title: 'Halloween im Test',
      kind: 'halloween',
      menu_link: null,
      content: [],
      starts_at: day(1),
      ends_at: day(14),
      position: 50,
    });
    await post(`/specials/${special.id}/publish`);
    const raffle = (title: string, n: number) => ({
      title,
      description: 'Die Verlosung des Tages.',
      type: 'raffle',
      delivery: 'digital',
      category_id: 5,
      cost: 5,
      special_slug: slug,
      starts_at: day(n),
      ends_at: day(n + 1),
    });
    const first = await post('/rewards', raffle('Kürbis-Verlosung', 1));
    await post(`/rewards/${first.id}/publish`);
    const second = await post('/rewards', raffle('Geheime Verlosung', 2));
    await post(`/rewards/${second.id}/publish`);

    const m = await createRichMember(request, 100);
    await page.goto(`/me/special/${slug}?${memberQuery(m)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Halloween im Test' })).toBeVisible();
    const todayBox = page.getByTestId('halloween-today');
    await expect(todayBox.getByRole('heading', { level: 3 })).toHaveText('Kürbis-Verlosung');
    const days = page.getByTestId('halloween-days');
    await expect(days.getByRole('listitem')).toHaveCount(13);
    await expect(page.getByTestId('halloween-day-1')).toHaveAttribute('data-state', 'today');
    await expect(page.getByTestId('halloween-day-2')).toHaveAttribute('data-state', 'locked');
    // Tomorrow's raffle stays hidden.
    await expect(page.locator('main')).not.toContainText('Geheime Verlosung');

    await joinRaffle(page, 3);
    await expect(todayBox.getByTestId('day-my-tickets')).toHaveText('Deine Lose: 3 von 3 im Topf');
    const me = (await (await request.get(`/api/specials/${slug}?collector_token=${m.collector_token}`)).json()) as {
      detail: { days: { reward: { my: { units: number } } | null }[] };
    };
    expect(me.detail.days[0]!.reward!.my.units).toBe(3);
    await screenLoaded(page);
    await shoot(page, 'special-halloween');
  });

  test('the demo Halloween shows its days with their results or as locked', async ({ page, request }) => {
    const m = await createRichMember(request, 0);
    await page.goto(`/me/special/halloween?${memberQuery(m)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Halloween' })).toBeVisible();
    await expect(page.getByTestId('halloween-days').getByRole('listitem')).toHaveCount(13);
    const states = await page
      .getByTestId('halloween-days')
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-state')));
    // Past days come first, then today's, then the locked ones.
    expect(states.join(',')).toMatch(/^(past,)*(today,)?(locked,)*(past|today|locked)$/);
    if (states[0] === 'past') await expect(page.getByTestId('halloween-day-1').getByTestId('day-result')).toBeVisible();
  });
});

test('an unknown special answers 404 with "Page Not Found: {path}"', async ({ page, request }) => {
  const { collector_token } = await createOnboardedCollector(request);
  const response = await page.goto(`/me/special/gibt-es-nicht?collector_token=${collector_token}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /me/special/gibt-es-nicht');
  await shoot(page, 'special-not-found');
});
