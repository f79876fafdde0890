import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCollector, demoUrls, holdApi, layoutShift, memberQuery, observeLayoutShift, relative, screenLoaded, type Held } from './helpers';

// Nothing moves while a member's data arrives late (docs/architecture.md, "Nothing moves"): a popup's
// record with its picture, the birthday week's page without its record, the leaderboard's own place.
// Each test holds the API's answers until the loading state is painted and measured, then lets them
// through. What stands below the member's part must stand where it stood, and the layout shift stay
// ≤ 0.05. The position is the sharper check: on an 844 px screen a popup's buttons dropping 85 px add
// only 0.02 to the layout shift.

const top = (l: Locator) => l.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);

/** Two frames on: the last layout is done and its layout-shift entries are reported. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Opens `path` with its answers held; notes where `still` stands while the page loads; lets the
 * answers through and waits for `loaded`; then `still` has not moved and the layout shift is ≤ 0.05.
 */
async function expectNothingMoves(page: Page, { path, held, still, loaded }: { path: string; held: Held; still: Locator; loaded: Locator }) {
  await observeLayoutShift(page);
  await page.goto(path);
  await held.asked;
  await expect(still).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  const before = await top(still);
  held.release();
  await expect(loaded).toBeVisible();
  await screenLoaded(page);
  await settled(page);
  expect(Math.abs((await top(still)) - before), `${path}: moved from ${before}`).toBeLessThanOrEqual(1);
  const { cls, shifts } = await layoutShift(page);
  expect(cls, `${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
}

let users = 0;
const userId = () => `e2e-shift-${Date.now().toString(36)}-${++users}-${Math.random().toString(36).slice(2, 7)}`;

// A new member has no badge or level popup yet, so the record is staged: the server's own texts,
// picture and action for the demo's «7-Tage-Serie» badge and level 2 (lib/server/db/defaults-data.ts).
const RECORDS = {
  badge: {
    title: 'Neues Abzeichen: 7-Tage-Serie',
    text: 'Glückwunsch! Das Abzeichen «7-Tage-Serie» gehört jetzt dir.',
    image_url: '/badges/wochenserie.svg',
    action: { kind: 'open', label: 'Abzeichen ansehen', href: '/me/overview#badges' },
  },
  levelup: {
    title: 'Level 2: Leseratte',
    text: 'Jetzt bist du auf Level 2: «Leseratte». Weiter so!',
    image_url: '/levels/2.svg',
    action: { kind: 'open', label: 'Zur Übersicht', href: '/me/overview#level' },
  },
} as const;

for (const kind of ['badge', 'levelup'] as const) {
  test(`the ${kind} popup: its buttons stay in place when the record and its picture arrive`, async ({ page, request }) => {
    const m = await createCollector(request, { id: userId() });
    const item = { id: 424_301, kind, ...RECORDS[kind], href: `/notification/${kind}?id=424301`, created_at: new Date().toISOString() };
    const held = await holdApi(page, ['/api/notifications'], { items: [item], anonymous: false });
    await expectNothingMoves(page, {
      path: `/notification/${kind}?${memberQuery(m)}`,
      held,
      still: page.getByTestId('popup-close'),
      loaded: page.getByTestId('popup-record').locator(`img[src="${RECORDS[kind].image_url}"]`),
    });
    await expect(page.getByTestId('popup-text')).toHaveText(RECORDS[kind].text);
  });
}

// The heading gives way to the state's («Dein Geburtstag bei Räppli», «Nichts Neues»), which may take
// a line more or less than «Bald ist dein Geburtstag»; the greeting below it stays, hidden.
for (const width of [390, 430]) {
  for (const who of ['anonymous', 'member'] as const) {
    test(`the birthday week's page at ${width} px: the card stays in place for ${who === 'anonymous' ? 'an anonymous reader' : 'a member without the record'}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const reader = who === 'anonymous' ? await createCollector(request) : await createCollector(request, { id: userId() });
      const held = await holdApi(page, ['/api/notifications']);
      await expectNothingMoves(page, {
        path: `/notification/birthdayweek?${memberQuery(reader)}`,
        held,
        still: page.getByTestId('popup-body'),
        loaded: page.locator(`[data-testid="popup-body"][data-state="${who === 'anonymous' ? 'anonymous' : 'empty'}"]`),
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(who === 'anonymous' ? 'Dein Geburtstag bei Räppli' : 'Nichts Neues');
    });
  }
}

test("the leaderboard: «Die Besten» stay in place when a member's own place and the «Alle/Freunde» tabs arrive", async ({ page }) => {
  // Anna has two readers above her and two below on the demo's total board (lib/server/db/seed-community.ts).
  const held = await holdApi(page, ['/api/me', '/api/leaderboard']);
  await expectNothingMoves(page, {
    path: relative(demoUrls().identified).replace('/me/overview', '/me/leaderboard'),
    held,
    still: page.getByTestId('leaderboard-top'),
    loaded: page.getByTestId('leaderboard-around'),
  });
  await expect(page.getByTestId('leaderboard-around').getByTestId('leaderboard-row'), "Anna's own range: two above, her, two below").toHaveCount(5);
  await expect(page.getByRole('tab', { name: 'Freunde' })).toBeVisible();
});

test('the leaderboard: «Die Besten» stay in place when an anonymous reader is asked to sign in', async ({ page }) => {
  const held = await holdApi(page, ['/api/me', '/api/leaderboard']);
  await expectNothingMoves(page, {
    path: relative(demoUrls().anonymous).replace('/me/overview', '/me/leaderboard'),
    held,
    still: page.getByTestId('leaderboard-top'),
    loaded: page.getByTestId('leaderboard-login'),
  });
  await expect(page.getByTestId('leaderboard-top').getByTestId('leaderboard-row').first()).toBeVisible();
});
