import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { createOnboardedCollector, createRichMember, memberQuery, screenLoaded, screenshot, type CreatedCollector } from './helpers';

// The rewards shop as a member sees it (docs/product.md §9.1, §9.8, §9.9, §9.11): categories with the featured
// slider, the sold-out / not-yet-started states, who may redeem (subscribers once the host says so),
// and the raffle and fund figures on the detail page. Screenshots at 390 px go to
// test-results/screenshots. What the detail says instead of the button for each check of the server
// (sign in, sign in again, is_pur_abo not confirmed yet) is components/rewards/detail/redeem-action.test.tsx's.

type Reward = { id: number; title: string };

async function rewardId(request: APIRequestContext, title: string) {
  const res = await request.get('/api/rewards');
  const { items } = (await res.json()) as { items: Reward[] };
  const found = items.find((r) => r.title.startsWith(title));
  if (!found) throw new Error(`no reward ${title}`);
  return found.id;
}

/** Opens a page as the member and waits for the visit's credits to reach the header. */
async function open(page: Page, request: APIRequestContext, m: CreatedCollector, pathname: string, extra = '') {
  const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.goto(`${pathname}?${memberQuery(m)}${extra}`);
  await visit;
  const me = (await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { points_available: number };
  await expect(page.getByTestId('header-balance')).toContainText(`${new Intl.NumberFormat('de-DE').format(me.points_available)} Räppli`);
  return me.points_available;
}

async function shoot(page: Page, name: string, fullPage = true) {
  // Lazy images load once scrolled near: scroll through the page, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await screenLoaded(page);
  await screenshot(page, name, fullPage);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} is wider than the screen`).toBeLessThanOrEqual(390);
}

test.describe('rewards shop', () => {
  test('categories, the featured slider, the sold-out umbrella and the way to the subscriber rewards', async ({ page, request }) => {
    const m = await createRichMember(request, 100);
    await open(page, request, m, '/me/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Prämien' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Prämien' })).toHaveAttribute('aria-current', 'page');

    // The slider (swiper, loaded lazily) with the running top rewards.
    const featured = page.getByRole('region', { name: 'Top-Prämien' });
    await expect(featured.locator('.swiper-initialized')).toBeVisible();
    await expect(featured.getByTestId('reward-card').first()).toContainText('Kinogutschein für zwei');

    // Sections by category; exclusive items stay on the subscriber page.
    const rewards = page.getByTestId('shop-rewards');
    await expect(page.getByTestId('shop-raffles')).toContainText('Wochenende am Bodensee');
    await expect(page.getByTestId('shop-fund')).toContainText('Tafel Vorarlberg');
    await expect(page.getByTestId('shop-special')).toContainText('Advent-Türchen');
    // Every heading in German: specials are «Aktionen», as on their pages and in the widget.
    for (const [section, heading] of [
      ['rewards', 'Prämien'],
      ['raffles', 'Verlosungen'],
      ['fund', 'Spenden'],
      ['special', 'Aktionen'],
    ]) {
      await expect(page.getByTestId(`shop-${section}`).getByRole('heading', { level: 2 })).toHaveText(heading!);
    }
    await expect(page.locator('main')).not.toContainText('Konzertkarten im Festspielhaus');

    // States: sold out, not yet started, over; cost or "Gratis".
    await expect(rewards.getByTestId('reward-card').filter({ hasText: 'Regenschirm' }).getByTestId('state-badge')).toHaveText('Ausverkauft');
    await expect(rewards.getByTestId('reward-card').filter({ hasText: 'E-Bike-Tag' }).getByTestId('state-badge')).toContainText(/^Ab \d/);
    await expect(page.getByTestId('shop-raffles').getByTestId('reward-card').filter({ hasText: 'Festspielkarten' }).getByTestId('state-badge')).toHaveText(
      'Vorbei',
    );
    await expect(rewards.getByTestId('reward-card').filter({ hasText: 'Räppli-Sticker' }).getByTestId('reward-cost')).toHaveText('Gratis');
    await expect(rewards.getByTestId('reward-card').filter({ hasText: 'Kinogutschein' }).getByTestId('reward-cost')).toHaveText('300 Räppli');
    await expect(page.getByTestId('shop-raffles').getByTestId('reward-card').filter({ hasText: 'Bodensee' }).getByTestId('reward-cost')).toHaveText(
      '20 Räppli pro Los',
    );
    await shoot(page, 'rewards-shop');

    // Cards keep the token: the umbrella's detail says it is sold out and offers no button.
    await rewards.getByTestId('reward-card').filter({ hasText: 'Regenschirm' }).click();
    await expect(page).toHaveURL(new RegExp(`/me/rewards/detail/\\d+\\?.*collector_token=${m.collector_token}`));
    await expect(page.getByTestId('redeem-blocked')).toHaveText('Diese Prämie ist leider ausverkauft.');
    await expect(page.getByTestId('fact-stock')).toContainText('keine mehr');
    await expect(page.getByTestId('redeem-start')).toHaveCount(0);

    await page.goBack();
    await page.getByTestId('vplus-teaser').click();
    await expect(page).toHaveURL(/\/me\/rewards\/vplus\?.*collector_token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Abo-Prämien' })).toBeVisible();

    // What the member already has is one tap away, with the session.
    await page.goBack();
    await page.getByTestId('shop-my-rewards').click();
    await expect(page).toHaveURL(new RegExp(`/me/profile/rewards\\?.*collector_token=${m.collector_token}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Prämien' })).toBeVisible();
  });

  test('the detail of a reward: image, sponsor, cost, limit, stock, delivery; not-yet-started has no button', async ({ page, request }) => {
    const m = await createRichMember(request, 400);
    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, 'Kinogutschein')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kinogutschein für zwei');
    await expect(page.getByText('Präsentiert von Cineplexx')).toBeVisible();
    await expect(page.getByTestId('fact-limit')).toContainText('1-mal pro Monat');
    await expect(page.getByTestId('fact-delivery')).toContainText('Per E-Mail');
    await expect(page.getByTestId('fact-ends')).toHaveCount(0);
    await expect(page.getByTestId('fact-stock')).toContainText(/noch \d+ von 40/);
    await expect(page.getByTestId('redeem-start')).toHaveText('Jetzt einlösen');
    await shoot(page, 'rewards-detail-buy');

    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, 'E-Bike-Tag')}`);
    await expect(page.getByTestId('redeem-blocked')).toContainText(/Diese Prämie gibt es ab \d/);
    await expect(page.getByTestId('redeem-start')).toHaveCount(0);
    // An anonymous reader is told the same: signing in would not bring the start closer.
    const anonymous = await createOnboardedCollector(request);
    await open(page, request, anonymous, `/me/rewards/detail/${await rewardId(request, 'E-Bike-Tag')}`);
    await expect(page.getByTestId('redeem-blocked')).toContainText(/Diese Prämie gibt es ab \d/);
    await expect(page.getByTestId('redeem-blocked')).not.toContainText('anmelden');

    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, 'Räppli-Sticker')}`);
    await expect(page.getByTestId('redeem-start')).toHaveText('Gratis einlösen');
    await expect(page.getByTestId('fact-limit')).toContainText('1-mal pro Jahr');

    // A limit in all only: said as the limit per person, not "kein Limit" beside it.
    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, 'Ländle-Kochbuch')}`);
    await expect(page.getByTestId('fact-limit').locator('dd')).toHaveText('höchstens 2 Stück insgesamt');
    await expect(page.getByTestId('fact-participation')).toHaveCount(0);
  });

  test('a signed-in member sees on each card how many Räppli a running reward still needs', async ({ page, request }) => {
    const m = await createRichMember(request, 100);
    const balance = await open(page, request, m, '/me/rewards');
    const { items } = (await (await request.get(`/api/rewards?exclusive=false&collector_token=${m.collector_token}`)).json()) as {
      items: { id: number; cost: number; type: string; state: string }[];
    };
    const dear = items.filter((r) => r.state === 'running' && r.type !== 'fund' && r.cost > balance);
    const cheap = items.filter((r) => r.state === 'running' && r.cost <= balance);
    expect(dear.length).toBeGreaterThan(0);
    expect(cheap.length).toBeGreaterThan(0);
    for (const r of dear) {
      await expect(page.locator(`[data-reward-id="${r.id}"]`).first().getByTestId('missing-badge')).toHaveText(
        `Noch ${new Intl.NumberFormat('de-DE').format(r.cost - balance)} Räppli`,
      );
    }
    for (const r of cheap) await expect(page.locator(`[data-reward-id="${r.id}"]`).first().getByTestId('missing-badge')).toHaveCount(0);
  });

  test('yesterday’s Advent door is closed and points to today’s door', async ({ page, request }) => {
    const m = await createRichMember(request, 100);
    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, 'Advent-Türchen von gestern')}`);
    const link = page.getByTestId('advent-today');
    await expect(link).toHaveText('Dieses Türchen ist schon geschlossen. Das heutige Türchen wartet im Adventskalender auf dich.');
    await expect(page.getByTestId('redeem-start')).toHaveCount(0);
    await shoot(page, 'rewards-detail-advent-over', false);
    const todayDoor = await rewardId(request, 'Advent-Türchen: Christbaum');
    await link.click();
    await page.waitForURL((url) => url.pathname === `/me/rewards/detail/${todayDoor}` && url.searchParams.get('collector_token') === m.collector_token);
    await expect(page.getByRole('heading', { name: 'Advent-Türchen: Christbaum fürs Wohnzimmer' })).toBeVisible();
    await expect(page.getByTestId('redeem-start')).toBeVisible();
  });

  test('a subscriber item is locked for a non-subscriber and buyable after the host sets the subscription', async ({ page, request }) => {
    const m = await createRichMember(request, 400);
    await open(page, request, m, '/me/rewards/vplus');
    await expect(page.getByTestId('vplus-hint')).toHaveText(/Abonnentinnen und Abonnenten vorbehalten/);
    // The way to a subscription: the host's page (SUBSCRIBE_URL, unset: FRONTEND_URL unless that is this app).
    const { subscribe_url } = (await (await request.get('/api/config')).json()) as { subscribe_url: string };
    await expect(page.getByTestId('vplus-subscribe')).toHaveText('Abo abschließen');
    await expect(page.getByTestId('vplus-subscribe')).toHaveAttribute('href', subscribe_url);
    const card = page.getByTestId('reward-card').filter({ hasText: 'Konzertkarten im Festspielhaus' });
    await expect(card.getByTestId('exclusive-badge')).toHaveText('Nur mit Abo');
    await shoot(page, 'rewards-vplus-locked');
    await card.click();
    await expect(page.getByTestId('redeem-blocked')).toHaveText('Diese Prämie ist nur für Abonnentinnen und Abonnenten.');
    await expect(page.getByTestId('redeem-start')).toHaveCount(0);

    const put = await request.put(`/api/host/collectors/${m.collector_token}/subscription`, {
      headers: { Authorization: `Bearer ${E2E_API_KEY}` },
      data: { active: true },
    });
    expect(put.status(), await put.text()).toBe(200);

    await page.reload();
    const balance = (await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()).points_available as number;
    await page.getByTestId('redeem-start').click();
    const dialog = page.getByRole('dialog', { name: 'Einlösen bestätigen' });
    await dialog.getByLabel('E-Mail-Adresse').fill('abo@example.org');
    await dialog.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-success')).toContainText('Konzertkarten im Festspielhaus');
    await expect(page.getByTestId('header-balance')).toContainText(`${balance - 250} Räppli`);

    await page.goto(`/me/rewards/vplus?${memberQuery(m)}`);
    await expect(page.getByTestId('vplus-hint')).toHaveText('Mit deinem Abo kannst du alle diese Prämien einlösen.');
    await expect(page.getByTestId('reward-card').filter({ hasText: 'Konzertkarten' }).getByTestId('exclusive-badge')).toHaveText('Abo');
  });

  test('raffle and fund details: tickets, chance, the audit of a drawn raffle, the fund progress', async ({ page, request }) => {
    const m = await createRichMember(request, 100);
    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, 'Wochenende am Bodensee')}`);
    await expect(page.getByTestId('raffle-panel')).toContainText('Lose bisher');
    await expect(page.getByTestId('raffle-my-tickets')).toHaveText('0');
    // What one person may take, said once: no "kein Limit" beside a limit of 50 tickets.
    await expect(page.getByTestId('fact-limit').locator('dt')).toHaveText('Limit pro Person');
    await expect(page.getByTestId('fact-limit').locator('dd')).toHaveText('höchstens 50 Lose insgesamt');
    await expect(page.getByTestId('fact-participation')).toHaveCount(0);
    await expect(page.getByText('kein Limit')).toHaveCount(0);
    // Every row has its label, the end too.
    await expect(page.getByTestId('fact-ends').locator('dt')).toHaveText('Ende');
    await expect(page.getByTestId('fact-ends').locator('dd')).toHaveText(/^\d{1,2}\. \S+ \d{4}$/);
    const labels = await page.getByRole('region', { name: 'Auf einen Blick' }).locator('dt').allInnerTexts();
    expect(labels).toEqual(['Gewinn', 'Limit pro Person', 'Status', 'Ende']);
    // The prize's way to the winner, said once; the fairness check folded away until asked for.
    await expect(page.getByTestId('fact-delivery').locator('dt')).toHaveText('Gewinn');
    await expect(page.getByTestId('fact-delivery').locator('dd')).toHaveText('Per Post');
    const fair = page.getByTestId('raffle-panel').getByText('So ziehen wir fair');
    await expect(page.getByText(/Prüfwert \(SHA-256\)/)).toBeHidden();
    await fair.click();
    await expect(page.getByText(/Prüfwert \(SHA-256\)/)).toBeVisible();
    await expect(page.getByTestId('redeem-start')).toHaveText('Lose kaufen');
    await shoot(page, 'rewards-detail-raffle');

    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, '3 × 2 Festspielkarten')}`);
    await expect(page.getByTestId('raffle-outcome')).toHaveAttribute('data-outcome', 'ended');
    await expect(page.getByTestId('raffle-outcome')).toContainText('Diese Verlosung ist leider vorbei.');
    const audit = page.getByTestId('raffle-audit');
    await expect(audit).toHaveText('Prüfprotokoll der Ziehung');
    // A readable page, in the reader's language (its raw JSON is one link further).
    await audit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfprotokoll' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Rohdaten/ })).toHaveAttribute('href', /^\/api\/raffles\/\d+\/audit$/);

    await open(page, request, m, `/me/rewards/detail/${await rewardId(request, 'Tafel Vorarlberg')}`);
    await expect(page.getByRole('progressbar', { name: 'Fortschritt zum Spendenziel' })).toHaveAttribute('aria-valuemax', '5000');
    await expect(page.getByTestId('fund-my-donated')).toHaveText('0 Räppli');
    // A donation is not delivered: no delivery row.
    await expect(page.getByTestId('fact-delivery')).toHaveCount(0);
    await expect(page.getByTestId('redeem-start')).toHaveText('Jetzt spenden');
    await shoot(page, 'rewards-detail-fund');
  });
});

// The featured row turns by itself only until the reader takes it over, and never for a reader
// who asked for less motion (WCAG 2.2.2; docs/reliability.md, "Accessibility").
test.describe('the featured row’s motion', () => {
  const AUTOPLAY_MS = 3000;
  const featuredRow = (page: Page) => page.getByRole('region', { name: 'Top-Prämien' });
  const activeSlide = (page: Page) => featuredRow(page).locator('.swiper-slide-active').textContent();

  /** The row as swiper mounted it, and the slide active then. */
  async function mounted(page: Page) {
    await expect(featuredRow(page).locator('.swiper-initialized')).toBeVisible();
    return activeSlide(page);
  }

  /** The active slide stays for longer than one autoplay delay and one slide. */
  async function expectStill(page: Page, slide: string | null) {
    await page.waitForTimeout(AUTOPLAY_MS + 1500);
    expect(await activeSlide(page)).toBe(slide);
  }

  test('left alone it turns; focus moving into it stops it', async ({ page, request }) => {
    await open(page, request, await createOnboardedCollector(request), '/me/rewards');
    const first = await mounted(page);
    // The control: untouched, the next slide comes by itself.
    await expect.poll(() => activeSlide(page), { timeout: AUTOPLAY_MS + 3000 }).not.toBe(first);

    await featuredRow(page).getByTestId('reward-card').nth(1).focus();
    await expectStill(page, await activeSlide(page));
  });

  test('touched before swiper has loaded, it never turns by itself', async ({ page, request }) => {
    await open(page, request, await createOnboardedCollector(request), '/me/rewards');
    await featuredRow(page).locator('.swiper').dispatchEvent('pointerdown');
    await expectStill(page, await mounted(page));
  });

  test('with reduced motion it does not turn by itself; the arrow keys still turn it', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, request, await createOnboardedCollector(request), '/me/rewards');
    const first = await mounted(page);
    await expectStill(page, first);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeSlide(page)).not.toBe(first);
  });
});
