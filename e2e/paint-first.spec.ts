import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoUrls, relative, tokenOf, unknownToken } from './helpers';

// Pages paint before JavaScript (docs/architecture.md, "Pages"): what every member sees the
// same is in the server's HTML; the member's own figures fill in once the API has answered, in
// places the HTML already reserved, so nothing jumps. Expected texts come from the API over the
// demo seed (lib/server/db/seed-data.ts) and from messages/de.json.

type Reward = {
  id: number;
  title: string;
  description: string;
  type: string;
  cost: number;
  free: boolean;
  exclusive: boolean;
  sponsor: string | null;
  category: number;
  state: string;
};

const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);
/** A card's price as messages/de.json words it (shop.cost, costPerTicket, costPerDonation, free). */
const price = (r: Reward) => (r.type === 'fund' ? 'Spende ab 1 Räppli' : r.free ? 'Gratis' : `${de(r.cost)} Räppli${r.type === 'raffle' ? ' pro Los' : ''}`);

async function catalogue(request: APIRequestContext, exclusive = false) {
  const { items } = (await (await request.get(`/api/rewards?exclusive=${exclusive}`)).json()) as { items: Reward[] };
  return items;
}

async function rewardNamed(request: APIRequestContext, title: string) {
  const found = (await catalogue(request)).find((r) => r.title === title);
  if (!found) throw new Error(`no reward ${title} in the demo catalogue`);
  return found;
}

/** The seed's first featured reward (lib/server/db/seed-data.ts): its title and price anchor every check below. */
const KINO = { title: 'Kinogutschein für zwei', price: '300 Räppli' };

async function expectFrame(page: Page, current: string) {
  await expect(page.getByRole('banner')).toContainText('Räppli');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
}

test.describe('without JavaScript the HTML shows the page', () => {
  test.use({ javaScriptEnabled: false });

  test('/me/rewards: header, navigation, every reward of the catalogue with its title and price', async ({ page, request }) => {
    const items = await catalogue(request);
    expect(items.map((r) => r.title)).toContain(KINO.title);
    await page.goto(`/me/rewards?collector_token=${tokenOf(demoUrls().anonymous)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prämien' })).toBeVisible();
    await expectFrame(page, 'Prämien');
    // The header keeps the balance's place until the member's figures arrive.
    await expect(page.getByTestId('header-balance')).toBeVisible();

    const cards = page.getByTestId('reward-card');
    await expect(cards.filter({ hasText: KINO.title }).first().getByTestId('reward-cost')).toHaveText(KINO.price);
    // A special's days and doors live on its page; the shop shows only those running now (docs/specials.md).
    const { categories: c } = (await (await request.get('/api/config')).json()) as { categories: Record<string, number> };
    const special = (r: Reward) => [c.special, c.special_raffle, c.special_post].includes(r.category);
    const shown = items.filter((r) => !special(r) || r.state === 'running' || r.state === 'sold_out');
    expect(shown.length).toBeLessThan(items.length);
    for (const r of items.filter((x) => !shown.includes(x))) await expect(page.locator('main'), r.title).not.toContainText(r.title);
    for (const r of shown) {
      const card = cards.filter({ has: page.getByText(r.title, { exact: true }) }).first();
      await expect(card, r.title).toBeVisible();
      await expect(card.getByTestId('reward-cost'), r.title).toHaveText(price(r));
    }
    // The subscriber rewards have their own page.
    for (const r of await catalogue(request, true)) await expect(page.locator('main')).not.toContainText(r.title);
  });

  test('a reward detail: title, sponsor, price and description', async ({ page, request }) => {
    const kino = await rewardNamed(request, KINO.title);
    await page.goto(`/me/rewards/detail/${kino.id}?collector_token=${tokenOf(demoUrls().anonymous)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KINO.title);
    await expect(page.getByText(`Präsentiert von ${kino.sponsor}`)).toBeVisible();
    await expect(page.locator('main').getByTestId('reward-cost')).toHaveText(KINO.price);
    await expect(page.getByText(kino.description, { exact: true })).toBeVisible();
    await expectFrame(page, 'Prämien');
  });

  test('/open: both choices', async ({ page }) => {
    await page.goto('/open?entry=overview');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie möchtest du Räppli öffnen?');
    await expect(page.getByRole('link', { name: 'In der App öffnen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Im Browser öffnen' })).toBeVisible();
  });

  test('/me/overview: title, header, navigation and the names of all badges', async ({ page, request }) => {
    const token = tokenOf(demoUrls().anonymous);
    const badges = (await (await request.get(`/api/badges?collector_token=${token}`)).json()) as { name: string }[];
    expect(badges.length).toBeGreaterThan(0);
    await page.goto(`/me/overview?collector_token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expectFrame(page, 'Übersicht');
    for (const b of badges) await expect(page.locator('main').getByText(b.name, { exact: true }), b.name).toBeVisible();
  });
});

// The audit crawl checks every page's HTML for its readers' session query (e2e/crawl.ts); /open it opens
// without one, so here a reader with a query asks for it first.
test.describe('a cached page is the same for every reader', () => {
  for (const pathname of ['/open']) {
    test(`${pathname}: no reader's session query reaches the page another reader gets`, async ({ request }) => {
      const first = `first${unknownToken()}`;
      // The first reader may be the one whose request renders the page and fills the cache.
      for (let i = 0; i < 2; i++) {
        const res = await request.get(`${pathname}?collector_token=${first}&hash=h${first}&token=t${first}`);
        expect(res.status()).toBe(200);
      }
      const second = `second${unknownToken()}`;
      const html = await (await request.get(`${pathname}?collector_token=${second}`)).text();
      expect(html).toContain('</html>');
      expect(html).not.toContain(first);
      expect(html).not.toContain(second);
      // Whoever's request rendered the page: its query is nowhere in it.
      expect(html).not.toMatch(/collector_token=\w/);
    });
  }
});

test('a page knows the build that rendered it, so the build watcher need not ask while it loads', async ({ page, request }) => {
  const { id } = (await (await request.get('/builds/latest.json')).json()) as { id: string };
  expect(id).toBeTruthy();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/builds/latest.json') asked.push(r.url());
  });
  await page.goto(`/me/rewards?collector_token=${tokenOf(demoUrls().anonymous)}`);
  expect(await page.content()).toContain(id);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('a link prefetches its page when the reader points at it, not when it comes into view', async ({ page }) => {
  // The router's own requests for a page's payload carry the `rsc` header.
  const prefetched: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['rsc']) prefetched.push(new URL(r.url()).pathname);
  });
  await page.goto(`/me/posts?collector_token=${tokenOf(demoUrls().anonymous)}`);
  const card = page.getByTestId('post-card').first();
  await expect(card).toHaveAttribute('href', /collector_token=/);
  const target = new URL((await card.getAttribute('href'))!, 'http://x').pathname;
  await page.waitForLoadState('load');
  // In view long enough for the router to have asked (it asks within a few hundred milliseconds).
  await page.waitForTimeout(1500);
  expect(prefetched.filter((p) => p.startsWith('/me/posts/'))).toEqual([]);

  await card.hover();
  await expect.poll(() => prefetched).toContain(target);
});

/** Opens a page as a demo member and waits until the header shows the balance /api/me has after this visit. */
async function openAsMember(page: Page, request: APIRequestContext, url: string) {
  const token = tokenOf(url);
  const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.goto(relative(url));
  await visit;
  const me = (await (await request.get(`/api/me?collector_token=${token}`)).json()) as { points_available: number };
  await expect(page.getByTestId('header-balance')).toContainText(`${de(me.points_available)} Räppli`);
  return { token, points: me.points_available };
}

/** The page to open for a route: the detail is the seed's cinema voucher. */
const pathOf = async (request: APIRequestContext, pathname: string) =>
  pathname === '/me/rewards/detail' ? `${pathname}/${(await rewardNamed(request, KINO.title)).id}` : pathname;

/** A demo member's URL with another path, the same query. */
const at = (url: string, pathname: string) => {
  const u = new URL(url);
  u.pathname = pathname;
  return u.toString();
};

test.describe('with JavaScript the member parts fill in', () => {
  test("the detail: the anonymous member is asked to log in, the identified one gets the server's verdict", async ({ page, request }) => {
    const kino = await rewardNamed(request, KINO.title);
    await openAsMember(page, request, at(demoUrls().anonymous, `/me/rewards/detail/${kino.id}`));
    await expect(page.getByTestId('redeem-blocked')).toHaveText('Bitte melde dich an, um Prämien einzulösen. Jetzt anmelden');

    const identified = at(demoUrls().identified, `/me/rewards/detail/${kino.id}`);
    await openAsMember(page, request, identified);
    const { redeem } = (await (await request.get(`/api/rewards/${kino.id}${new URL(identified).search}`)).json()) as { redeem: { blocker: string | null } };
    if (redeem.blocker === null) await expect(page.getByTestId('redeem-start')).toHaveText('Jetzt einlösen');
    else await expect(page.getByTestId('redeem-blocked')).not.toBeEmpty();
    await expect(page.getByTestId('fact-stock')).toContainText(/noch \d+ von 40/);
  });

  test('card badges: the subscriber rewards say whether this member may redeem them', async ({ page, request }) => {
    for (const url of [demoUrls().anonymous, demoUrls().identified]) {
      await openAsMember(page, request, at(url, '/me/rewards/vplus'));
      const list = (await (await request.get(`/api/rewards?exclusive=true&collector_token=${tokenOf(url)}`)).json()) as {
        items: Reward[];
        subscriber: boolean;
      };
      expect(list.items.length).toBeGreaterThan(0);
      for (const r of list.items) {
        const card = page.getByTestId('reward-card').filter({ has: page.getByText(r.title, { exact: true }) });
        await expect(card.getByTestId('exclusive-badge'), r.title).toHaveText(list.subscriber ? 'Abo' : 'Nur mit Abo');
      }
    }
  });

  // The overview's error page is checked in app-state.spec.ts; here the pages rendered on the server.
  for (const pathname of ['/me/rewards', '/me/rewards/detail']) {
    test(`an unknown token on ${pathname}: the error page with the support token replaces the rendered page`, async ({ page, request }) => {
      const token = unknownToken();
      const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');
      await page.goto(`${await pathOf(request, pathname)}?collector_token=${token}`);
      expect((await me).status()).toBe(404);
      await expect(page.getByTestId('error-page')).toBeVisible();
      await expect(page.getByTestId('support-token')).toHaveText(`Support-Code: c${token.slice(-8)}`);
      await expect(page.locator('main').getByTestId('reward-card')).toHaveCount(0);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Da ist etwas schiefgelaufen');
      await expect(page.getByTestId('header-balance')).toHaveCount(0);
    });
  }
});

// «Nothing jumps while the member parts fill in» (layout shift ≤ 0.05 on /me/rewards, the cinema voucher's and
// the drawn helmet raffle's detail, /me/overview, for both demo members): the audit crawl's visits of those
// pages wait for the same member parts (e2e/audit-crawl.spec.ts, READY) and measure it there.
