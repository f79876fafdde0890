import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCollector, demoUrls, hostCredit, memberQuery, relative, shootAtWidths, skipOnboarding, type CreatedCollector } from './helpers';

// The leaderboard as members see it (docs/leaderboard.md, "Pages"): one's own place
// on the total and the weekly board, among everyone and among friends, on /me/leaderboard and in
// the profile's "Rangliste" tab. That anonymous readers see the best but no place of their own is
// components/leaderboard/leaderboard-anonymous.test.tsx's.
// Each member here earns far more than any other spec's members, so their places are stable.

type Member = Required<CreatedCollector> & { username: string };
type Board = { me: { rank: number; points: number } | null; top: { username: string | null }[] };

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${++seq}${Math.random().toString(36).slice(2, 5)}`;

async function earner(request: APIRequestContext, points: number): Promise<Member> {
  const username = unique('lb_');
  const created = (await createCollector(request, { id: unique('e2e-lb-'), username })) as Required<CreatedCollector>;
  await hostCredit(request, created.collector_token, points, 'Rangliste');
  await skipOnboarding(request, created.collector_token);
  // Today's visit (and its Räppli) now, so the pages' own visits change no figure the test compares.
  const visit = await request.post(`/api/actions?collector_token=${created.collector_token}`, { data: { step: 'layerVisit', data: {} } });
  expect(visit.status(), await visit.text()).toBe(201);
  return { ...created, username };
}

const board = async (request: APIRequestContext, m: Member, period: 'total' | 'week', scope: 'all' | 'friends' = 'all') =>
  (await (await request.get(`/api/leaderboard?period=${period}&scope=${scope}&${memberQuery(m)}`)).json()) as Board;

const points = (n: number) => new Intl.NumberFormat('de-DE').format(n);

/** The member's place as the page says it, and the member's own row, marked and named. */
async function expectMyPlace(scope: Page | ReturnType<Page['getByTestId']>, m: Member, expected: Board) {
  const mine = scope.getByTestId('leaderboard-mine');
  await expect(mine.getByTestId('leaderboard-my-rank')).toHaveText(`Platz ${expected.me!.rank} mit ${points(expected.me!.points)} Räppli`);
  const row = mine.locator('[aria-current="true"]');
  await expect(row).toHaveAttribute('data-username', m.username);
  await expect(row).toHaveAttribute('data-rank', String(expected.me!.rank));
  await expect(row).toContainText('Du');
}

test('a member sees their own place on the total and the weekly board, in the top and among friends', async ({ page, request }) => {
  const me = await earner(request, 900_000 + Math.floor(Math.random() * 1000));
  await page.goto(`/me/leaderboard?${memberQuery(me)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rangliste' })).toBeVisible();

  for (const period of ['total', 'week'] as const) {
    if (period === 'week') await page.getByRole('tab', { name: 'Diese Woche' }).click();
    await expect(page.getByRole('tab', { name: period === 'week' ? 'Diese Woche' : 'Gesamt' })).toHaveAttribute('aria-selected', 'true');
    const expected = await board(request, me, period);
    expect(expected.me?.points).toBeGreaterThanOrEqual(900_000);
    expect(expected.me!.rank).toBeLessThanOrEqual(10);
    await expectMyPlace(page, me, expected);
    // Among the best too, marked as the member's own row.
    const top = page.getByTestId('leaderboard-top');
    await expect(top.locator(`[data-username="${me.username}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(top.getByTestId('leaderboard-row')).toHaveCount(Math.min(10, expected.top.length));
  }
  await shootAtWidths(page, 'week', [375, 412], (w) => `leaderboard-week-${w}`);

  // Friends: a friend who earned more stands above the member; nobody else is on that board.
  const friend = await earner(request, 950_000 + Math.floor(Math.random() * 1000));
  const asked = await request.post(`/api/friends/requests?${memberQuery(me)}`, { data: { username: friend.username } });
  expect(asked.status(), await asked.text()).toBe(201);
  const { request_id } = (await asked.json()) as { request_id: number };
  const accepted = await request.post(`/api/friends/requests/${request_id}/accept?${memberQuery(friend)}`);
  expect(accepted.status(), await accepted.text()).toBe(200);

  await page.getByRole('tab', { name: 'Gesamt' }).click();
  await page.getByRole('tab', { name: 'Freunde' }).click();
  await expect(page.getByRole('heading', { name: 'Du und deine Freunde' })).toBeVisible();
  await expect(page.getByTestId('leaderboard-my-rank')).toHaveText(`Platz 2 mit ${points((await board(request, me, 'total')).me!.points)} Räppli`);
  const rows = page.getByTestId('leaderboard-top').getByTestId('leaderboard-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-username', friend.username);
  await expect(rows.nth(1)).toHaveAttribute('data-username', me.username);
  await shootAtWidths(page, 'friends', [375], (w) => `leaderboard-friends-${w}`);
});

test("the profile's leaderboard tab shows the member's place in the total and this week", async ({ page, request }) => {
  const me = await earner(request, 800_000 + Math.floor(Math.random() * 1000));
  await page.goto(`/me/profile?${memberQuery(me)}`);
  await page.getByRole('tab', { name: 'Rangliste' }).click();
  for (const period of ['total', 'week'] as const) {
    const section = page.getByTestId(`profile-board-${period}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(period === 'total' ? 'Gesamt' : 'Diese Woche');
    await expectMyPlace(section, me, await board(request, me, period));
    await expect(section.getByTestId('leaderboard-top').getByTestId('leaderboard-row')).toHaveCount(3);
  }
  await page.getByRole('link', { name: 'Ganze Rangliste ansehen' }).click();
  await expect(page).toHaveURL(/\/me\/leaderboard\?collector_token=/);
  await expect(page.getByTestId('leaderboard-my-rank')).toBeVisible();
  // ?tab=leaderboard opens the tab directly; the profile tab is a tap away.
  await page.goto(`/me/profile?tab=leaderboard&${memberQuery(me)}`);
  await expect(page.getByRole('tab', { name: 'Rangliste' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('profile-board-week')).toBeVisible();
  await shootAtWidths(page, 'profile', [375], (w) => `leaderboard-profile-${w}`);
  await page.getByRole('tab', { name: 'Profil' }).click();
  await expect(page.getByTestId('personal-data-form')).toBeVisible();
});

test('the demo member Anna has neighbours on both sides and friends to compare with', async ({ page }) => {
  await page.goto(relative(demoUrls().identified).replace('/me/overview', '/me/leaderboard'));
  const around = page.getByTestId('leaderboard-around');
  await expect(around.locator('[aria-current="true"]')).toHaveAttribute('data-username', 'anna');
  // The demo's readers (lib/server/db/seed-community.ts) stand above and below her.
  const rows = around.getByTestId('leaderboard-row');
  await expect(rows.first()).not.toHaveAttribute('aria-current', 'true');
  await expect(rows.last()).not.toHaveAttribute('aria-current', 'true');
  await page.getByRole('tab', { name: 'Freunde' }).click();
  await expect(page.getByTestId('leaderboard-top').getByTestId('leaderboard-row')).toHaveCount(3);
});
