import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  createCollector,
  demoUrls,
  hostCredit,
  layoutShift,
  memberQuery,
  observeLayoutShift,
  screenLoaded,
  shootAtWidths,
  unknownToken,
  watchConsole,
  type CreatedCollector,
} from './helpers';

// The widgets (docs/widgets.md): each route renders for an identified, an anonymous and an unknown
// token without console errors, its HTML holds no member data, a CDN may keep it for 5 minutes.
// What the reward widget's line says for each reward and reader (sold out, over, not yet, only for
// subscribers, sign in) is components/widgets/reward-balance.test.tsx's.

type Reward = { id: number; title: string; cost: number; category: number; state: string };

const CACHE = 'public, s-maxage=300, stale-while-revalidate=86400';
const POINTS = 4321;

/** Usernames are unique: each member gets its own. */
const username = () => `Wilma${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function identified(request: APIRequestContext): Promise<CreatedCollector & { username: string }> {
  const name = username();
  const m = await createCollector(request, { id: `widget-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, username: name });
  await hostCredit(request, m.collector_token, POINTS);
  return { ...m, username: name };
}

async function featuredReward(request: APIRequestContext): Promise<Reward> {
  const { categories } = (await (await request.get('/api/config')).json()) as { categories: { featured_reward: number } };
  const { items } = (await (await request.get('/api/rewards?exclusive=false')).json()) as { items: Reward[] };
  const found = items.find((r) => r.category === categories.featured_reward && r.state === 'running');
  expect(found, 'the demo has a running featured reward').toBeTruthy();
  return found!;
}

const routes = async (request: APIRequestContext) => {
  const reward = await featuredReward(request);
  return ['main', 'user', 'profile', `reward/${reward.id}`, 'reward', 'special', 'special/simple'].map((r) => `/widget/${r}`);
};

test('every widget renders for an identified, an anonymous and an unknown token, without console errors', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const member = await identified(request);
  const visitors = [
    { who: 'identified', query: `?${memberQuery(member)}` },
    { who: 'anonymous', query: new URL(demoUrls().anonymous).search },
    { who: 'unknown', query: `?collector_token=${unknownToken()}` },
    { who: 'no token', query: '' },
  ];
  for (const path of await routes(request)) {
    for (const { who, query } of visitors) {
      await page.goto(`${path}${query}`);
      const card = page.locator('section[data-testid^="widget-"]');
      await expect(card, `${path} as ${who}`).toBeVisible();
      await expect(card.getByRole('heading', { level: 1 })).not.toBeEmpty();
      // Designed, never blank: the member's part settles into figures or a notice.
      if (path === '/widget/main' || path === '/widget/user') {
        if (who === 'unknown') await expect(page.getByTestId('widget-unknown')).toContainText('Wir erkennen dich gerade nicht.');
        else if (who === 'no token') await expect(page.getByTestId('widget-no-session')).toContainText('Melde dich an');
        else await expect(page.getByTestId('widget-balance')).toContainText('Räppli');
        if (who === 'identified') {
          await expect(page.getByTestId('widget-balance')).toContainText('4.3');
          await expect(page.getByTestId('widget-level')).toHaveText(/^\d+ · \S/);
        }
        if (who === 'anonymous') await expect(page.getByTestId('widget-level')).toHaveText('Nur mit Anmeldung');
      }
      if (path === '/widget/user' && who === 'identified') await expect(page.getByTestId('widget-username')).toHaveText(member.username);
      if (path === '/widget/user' && who === 'anonymous') await expect(page.getByTestId('widget-username')).toHaveText('Gast');
      if (path.startsWith('/widget/reward/')) {
        if (who === 'unknown') await expect(page.getByTestId('widget-unknown')).toBeVisible();
        else if (who !== 'no token') await expect(page.getByTestId('widget-reward-balance')).toContainText('Räppli');
      }
      if (path === '/widget/profile' && who === 'identified') await expect(page.getByTestId('widget-not-subscriber')).toContainText('Abo abschließen');
      if (path === '/widget/profile' && who === 'unknown') await expect(page.getByTestId('widget-unknown')).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});

test('the widget HTML holds no member data and is served for a CDN; the member API stays no-store', async ({ request }) => {
  const member = await identified(request);
  const me = (await (await request.get(`/api/me?${memberQuery(member)}`)).json()) as { points_available: number; username: string };
  expect(me.username).toBe(member.username);
  const balance = new Intl.NumberFormat('de-DE').format(me.points_available);
  for (const path of await routes(request)) {
    const res = await request.get(`${path}?${memberQuery(member)}`);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe(CACHE);
    const html = await res.text();
    expect(html, path).not.toContain(member.username);
    expect(html, path).not.toContain(member.collector_token);
    expect(html, path).not.toContain(balance);
  }
  // The games' widgets are served the same way.
  for (const path of ['/widget/quiz', '/widget/prizewheel']) expect((await request.get(path)).headers()['cache-control'], path).toBe(CACHE);
  const api = await request.get(`/api/me?${memberQuery(member)}`);
  expect(api.headers()['cache-control']).toContain('no-store');
});

test('the reward widget shows the reward from the catalogue, and its button opens the detail with the member', async ({ page, request }) => {
  const reward = await featuredReward(request);
  const member = await identified(request);
  const html = await (await request.get(`/widget/reward/${reward.id}`)).text();
  expect(html).toContain(reward.title);
  await page.goto(`/widget/reward/${reward.id}?${memberQuery(member)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(reward.title);
  await expect(page.getByTestId('widget-reward-balance')).toContainText('genug Räppli');
  await page.getByTestId('widget-reward-detail').click();
  await expect(page).toHaveURL(new RegExp(`/me/rewards/detail/${reward.id}\\?.*collector_token=${member.collector_token}`));
  await expect(page.getByRole('heading', { level: 1, name: reward.title })).toBeVisible();
});

test('nothing moves while the member part arrives (identified and unknown token)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await observeLayoutShift(page);
  const member = await identified(request);
  // What each widget shows once its member part has settled.
  const settled = (path: string, who: 'identified' | 'unknown') => {
    if (who === 'unknown') return page.getByTestId('widget-unknown');
    if (path.startsWith('/widget/reward/')) return page.getByTestId('widget-reward-balance');
    if (path === '/widget/profile') return page.getByTestId('widget-not-subscriber');
    if (path === '/widget/special') return page.getByTestId('widget-special-member').locator('p');
    return page.getByTestId('widget-balance').filter({ hasText: 'Räppli' });
  };
  const memberRoutes = (await routes(request)).filter((p) => p !== '/widget/reward' && p !== '/widget/special/simple');
  for (const path of memberRoutes) {
    for (const [who, query] of [
      ['identified', memberQuery(member)],
      ['unknown', `collector_token=${unknownToken()}`],
    ] as const) {
      await page.goto(`${path}?${query}`);
      await expect(settled(path, who).first(), `${path} as ${who}`).toBeVisible();
      await screenLoaded(page);
      const { cls, shifts } = await layoutShift(page);
      expect(cls, `layout shift on ${path} (${who}): ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
    }
  }
});

// The demo's reward pictures are 16:10 (160 × 100); a row shows them whole, as the shop's cards do.
test('the reward rows show each picture whole, in its own 16:10, at 375 px', async ({ page, request }) => {
  const member = await identified(request);
  await page.setViewportSize({ width: 375, height: 800 });
  // /widget/main has no rows: its card is the member's figures.
  for (const path of ['/widget/reward', '/widget/profile']) {
    await page.goto(`${path}?${memberQuery(member)}`);
    const rows = page.getByTestId('widget-reward-row');
    await expect(rows.first().locator('img').first(), path).toBeVisible();
    // A row's first picture is the reward's; the price's coin comes after it.
    const boxes = await rows.evaluateAll((links) =>
      links.map((a) => a.querySelector('img')!.getBoundingClientRect()).map((r) => ({ width: r.width, height: r.height })),
    );
    expect(boxes.length, path).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.width / box.height, `${path}: a picture ${box.width} × ${box.height}`).toBeCloseTo(16 / 10, 1);
    }
  }
});

test('an unknown reward is the 404 page', async ({ request }) => {
  const res = await request.get('/widget/reward/99999999');
  expect(res.status()).toBe(404);
});

test('the post widget opens its links in the whole window, not in its frame', async ({ page }) => {
  await page.goto(`/widget/post/1${new URL(demoUrls().identified).search}`);
  await expect(page.getByTestId('post-body').locator('a').first()).toBeVisible();
  await expect(page.getByTestId('post-body').locator('a:not([target])')).toHaveCount(0);
  await expect(page.getByTestId('post-open-in-app')).toHaveAttribute('target', '_top');
});

test('screenshots of every widget at 375 and 412 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await identified(request);
  for (const path of await routes(request)) {
    const name = path.slice('/widget/'.length).replace(/\//g, '-').replace(/-\d+$/, '-id');
    await page.goto(`${path}?${memberQuery(member)}`);
    await expect(page.locator('section[data-testid^="widget-"]')).toBeVisible();
    await screenLoaded(page);
    await shootAtWidths(page, path, [375, 412], (w) => `widget-${name}-${w}`);
  }
  await page.goto(`/widget/main?collector_token=${unknownToken()}`);
  await expect(page.getByTestId('widget-unknown')).toBeVisible();
  await shootAtWidths(page, 'main unknown', [375], (w) => `widget-main-unknown-${w}`);
});
