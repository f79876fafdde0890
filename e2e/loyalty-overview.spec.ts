import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { createCollector, holdApi, layoutShift, observeLayoutShift, screenLoaded, screenshot } from './helpers';

// /me/overview complete (docs/product.md §10.1–10.3): a member created and credited through the host API sees
// balance, statement, top activities, level progress, badges and today's daily reward. What an
// anonymous reader sees there is components/overview/overview-anonymous.test.tsx's.
const auth = { Authorization: `Bearer ${E2E_API_KEY}` };

type Me = { points_available: number; next_level: { progress: number; missing: number; name: string } | null; daily_reward: { title: string } | null };
type Visit = { awarded: number; daily_reward: { title: string; points: number } | null };

async function identifiedMember(request: APIRequestContext, prefix: string) {
  const c = await createCollector(request, { id: `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}` });
  // The slideshow has its own spec; here it must not cover the page.
  expect((await request.post(`/api/me/sawOnboard?collector_token=${c.collector_token}`, { data: { type: 'welcome' } })).ok()).toBe(true);
  return { ...c, url: `/me/overview?collector_token=${c.collector_token}&hash=${c.hash}&token=${c.token}` };
}

async function hostEvent(request: APIRequestContext, collectorToken: string, articleId: string, key: string) {
  const res = await request.post('/api/host/events', {
    headers: auth,
    data: { collector_token: collectorToken, step: 'articleRead', data: { article_id: articleId }, idempotency_key: key },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { awarded: number; balance: number; reason?: string };
}

async function adjust(request: APIRequestContext, collectorToken: string, amount: number, reason: string) {
  const res = await request.post('/api/host/adjustments', {
    headers: auth,
    data: { collector_token: collectorToken, amount, reason, idempotency_key: `${collectorToken}-${reason}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the overview, waits for its layerVisit, and returns /me as it is after that visit. */
async function openOverview(page: Page, request: APIRequestContext, url: string, collectorToken: string) {
  const visit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
  await page.goto(url);
  const visitRes = await visit;
  expect(visitRes.ok(), await visitRes.text()).toBe(true);
  const me = (await (await request.get(`/api/me?collector_token=${collectorToken}`)).json()) as Me;
  return { visit: (await visitRes.json()) as Visit, me };
}

async function shoot(page: Page, name: string, fullPage = true) {
  await screenLoaded(page);
  await screenshot(page, name, fullPage);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} is wider than the screen`).toBeLessThanOrEqual(390);
}

test.describe('overview of a member who earned through the host API', () => {
  test('balance, statement, top activities, level progress, badges and the daily reward', async ({ page, request }) => {
    const m = await identifiedMember(request, 'overview');
    const first = await hostEvent(request, m.collector_token, 'a1', `${m.collector_token}-1`);
    expect(first.awarded).toBe(5);
    const second = await hostEvent(request, m.collector_token, 'a2', `${m.collector_token}-2`);
    const again = await hostEvent(request, m.collector_token, 'a1', `${m.collector_token}-3`);
    expect(again).toMatchObject({ awarded: 0, reason: 'duplicate', balance: second.balance });

    await observeLayoutShift(page);
    const { me, visit } = await openOverview(page, request, m.url, m.collector_token);
    const items = (await (await request.get(`/api/dailyRewards?collector_token=${m.collector_token}`)).json()) as { title: string }[];
    const won = (await (await request.get(`/api/me/dailyreward?collector_token=${m.collector_token}`)).json()) as { title: string; points: number } | null;

    // Balance: the host's credits, the daily visit and today's daily reward — shown once the visit is in.
    expect(me.points_available).toBe(second.balance + visit.awarded + (won?.points ?? 0));
    await expect(page.getByTestId('balance')).toHaveText(String(me.points_available));
    await expect(page.getByTestId('header-balance')).toContainText(`${me.points_available} Räppli`);

    // Statement: German reasons, signed amounts, dates.
    const statement = page.getByTestId('statement');
    const articleRows = statement.getByRole('listitem').filter({ hasText: 'Artikel gelesen' });
    await expect(articleRows).toHaveCount(2);
    await expect(articleRows.first().getByTestId('amount')).toHaveText('+5 Räppli');
    await expect(articleRows.first()).toContainText(/\d{1,2}\. \S+ \d{4}, \d{2}:\d{2}/);
    // The visit's own entries appear too (the statement is reloaded after the layerVisit).
    await expect(statement.getByRole('listitem').filter({ hasText: 'Täglicher Besuch' }).getByTestId('amount')).toHaveText(`+${visit.awarded} Räppli`);
    await expect(statement).toContainText(`Tagesbelohnung: ${won?.title}`);

    // Top activities: reading, twice, 10 Räppli.
    const top = page.getByTestId('top-activities').getByRole('listitem').filter({ hasText: 'Artikel gelesen' });
    await expect(top).toContainText('2 Mal');
    await expect(top.getByTestId('amount')).toHaveText('+10 Räppli');

    // Level progress as /me reports it.
    await expect(page.getByRole('progressbar', { name: 'Fortschritt zum nächsten Level' })).toHaveAttribute('aria-valuenow', String(me.next_level?.progress));
    await expect(page.getByTestId('level-hint')).toHaveText(`Noch ${me.next_level?.missing} Räppli bis ${me.next_level?.name}`);

    // Badges: "Erster Artikel" earned, the rest locked with how to earn them.
    await expect(page.getByTestId('badges')).toContainText('Erster Artikel');
    const locked = page.getByTestId('badges-locked');
    await expect(locked.getByRole('listitem').filter({ hasText: '100 Artikel' })).toContainText('Lies 100 Artikel.');
    await expect(locked).not.toContainText('Erster Artikel');

    // Daily reward: today's (drawn by the visit) and what can be won.
    await expect(page.getByTestId('daily-reward-options').getByRole('listitem')).toHaveCount(items.length);
    expect(won, 'the first visit of the day of an identified member draws a daily reward').not.toBeNull();
    await expect(page.getByTestId('daily-reward-today')).toContainText('Heute gewonnen');
    await expect(page.getByTestId('daily-reward-today')).toContainText(won?.title ?? '');
    expect(me.daily_reward?.title).toBe(won?.title);

    await shoot(page, 'loyalty-overview-identified');
    const { cls } = await layoutShift(page);
    expect(cls, 'layout shift while the overview loads').toBeLessThan(0.1);
  });

  test('"Mehr anzeigen" pages through older entries; debits show with a minus sign', async ({ page, request }) => {
    const m = await identifiedMember(request, 'paging');
    for (let i = 1; i <= 12; i++) await adjust(request, m.collector_token, 3, `Gutschrift ${i}`);
    await adjust(request, m.collector_token, -7, 'Korrektur');
    await openOverview(page, request, m.url, m.collector_token);

    const statement = page.getByTestId('statement');
    await expect(statement.getByRole('listitem').filter({ hasText: 'Korrektur' }).getByTestId('amount')).toHaveText('−7 Räppli');
    await expect(statement.getByRole('listitem')).toHaveCount(10);
    await expect(statement.getByText('Gutschrift 1', { exact: true })).toHaveCount(0);

    const more = page.getByRole('button', { name: 'Mehr anzeigen' });
    const older = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/me/activities' && new URL(r.url()).searchParams.has('before'));
    await more.click();
    await older;
    await expect.poll(() => statement.getByRole('listitem').count()).toBeGreaterThan(10);
    // 13 adjustments and the visit's entries fit two pages: the button is gone, every entry is there once.
    const all = (await (await request.get(`/api/me/activities?collector_token=${m.collector_token}&limit=50`)).json()) as { last: unknown[] };
    await expect(statement.getByRole('listitem')).toHaveCount(all.last.length);
    for (let i = 1; i <= 12; i++) await expect(statement.getByText(`Gutschrift ${i}`, { exact: true })).toHaveCount(1);
    await expect(more).toHaveCount(0);
  });
});

test.describe('screenshots of the dialogs and the opted-out overview at 390px', () => {
  test('onboarding', async ({ page, request }) => {
    const { collector_token } = await createCollector(request);
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    await expect(page.getByRole('dialog', { name: 'Willkommen bei Räppli' })).toBeVisible();
    await shoot(page, 'loyalty-onboarding', false);
  });

  test('opt-out dialog and the opted-out overview', async ({ page, request }) => {
    const m = await identifiedMember(request, 'shots');
    await hostEvent(request, m.collector_token, 'x1', `${m.collector_token}-x1`);
    await openOverview(page, request, m.url, m.collector_token);
    await page.getByRole('button', { name: 'Aus dem Räppli-Programm austreten' }).click();
    await expect(page.getByRole('dialog', { name: 'Aus Räppli austreten' })).toBeVisible();
    await shoot(page, 'loyalty-opt-out-consequences', false);
    await page.getByRole('button', { name: 'Weiter zum Austritt' }).click();
    await page.getByRole('radio', { name: 'Sonstiges' }).check();
    await page.getByLabel('Dein Grund (freiwillig)').fill('Ich lese lieber auf Papier.');
    await shoot(page, 'loyalty-opt-out-reason', false);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Ja, austreten' }).click();
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByTestId('opted-out-banner')).toBeVisible();
    await shoot(page, 'loyalty-overview-opted-out');
  });
});

test('the overview’s anchors lead to their sections: «Zum Kontoauszug» (#statement), a badge’s popup (#badges), a level-up’s (#level)', async ({
  page,
  request,
}) => {
  const m = await identifiedMember(request, 'anchors');
  for (const [anchor, heading] of [
    ['statement', /Räppli-Auszug/],
    ['badges', /Abzeichen/],
    ['level', /Dein Level/],
  ] as const) {
    // Each opened afresh, as a link from another page opens it (not a jump within the loaded page).
    await page.goto('about:blank');
    await page.goto(`${m.url}#${anchor}`);
    const section = page.locator(`section#${anchor}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(section).toBeInViewport();
    // Its title below the sticky navigation, not behind it (the card's scroll-margin-top).
    await expect.poll(() => titleBelowNav(page, anchor)).toBe(true);
  }
});

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

/** The section's title starts below the sticky navigation's lower edge. */
async function titleBelowNav(page: Page, id: string) {
  const [nav, title] = await Promise.all([navigation(page).boundingBox(), page.locator(`section#${id}`).getByRole('heading', { level: 2 }).boundingBox()]);
  return Boolean(nav && title && title.y >= nav.y + nav.height - 0.5);
}

/** How far (px) the page is from where a jump to the section puts it: its top a scroll-margin below the viewport's top, or the page's end. */
const offAnchor = (page: Page, id: string) =>
  page.evaluate((anchor) => {
    const section = document.getElementById(anchor)!;
    const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const wanted = Math.max(0, Math.min(section.getBoundingClientRect().top + window.scrollY - margin, end));
    return Math.round(Math.abs(window.scrollY - wanted));
  }, id);

/** The page's scroll position once it has stopped moving (the browser's own smooth jump to an anchor is over). */
const restingScroll = (page: Page) =>
  page.evaluate(async () => {
    for (let last = -1; ;) {
      const y = window.scrollY;
      if (y === last) return y;
      last = y;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });

/**
 * Holds the statement's lines (GET /api/me/activities) until `release()`. `asked` resolves when the
 * page has asked for them: the page is then hydrated, its statement mounted.
 */
const holdStatement = (page: Page) => holdApi(page, ['/api/me/activities']);

test('a page opened from a scrolled page opens at its top, header and title in view (docs/product.md §5.4)', async ({ page, request }) => {
  const m = await identifiedMember(request, 'scrolled-nav');
  await page.goto(m.url);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => restingScroll(page)).toBeGreaterThan(300);
  await navigation(page).getByRole('link', { name: 'Spiele' }).click();
  await expect(page).toHaveURL(/\/me\/challenges\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await restingScroll(page)).toBe(0);
  await expect(page.getByTestId('header-balance')).toBeInViewport();
});

test.describe('opened at #statement while the statement still loads', () => {
  test('once its lines are in, the page goes to the statement again, its title clear of the sticky navigation', async ({ page, request }) => {
    const m = await identifiedMember(request, 'anchor-late');
    for (let i = 1; i <= 12; i++) await adjust(request, m.collector_token, 3, `Gutschrift ${i}`);
    const { release, asked } = await holdStatement(page);
    await page.goto(`${m.url}#statement`);
    await asked;
    // The browser's jump is made while the statement is a skeleton of three lines.
    await expect(page.locator('section#statement').getByRole('heading', { level: 2 })).toBeInViewport();
    expect(await restingScroll(page)).toBeGreaterThan(0);
    release();
    await expect(page.getByTestId('statement').getByRole('listitem')).toHaveCount(10);
    await expect.poll(() => offAnchor(page, 'statement')).toBeLessThanOrEqual(1);
    expect(await titleBelowNav(page, 'statement')).toBe(true);
  });

  test('a reader who scrolled meanwhile stays where they put the page', async ({ page, request }) => {
    const m = await identifiedMember(request, 'anchor-moved');
    await adjust(request, m.collector_token, 3, 'Gutschrift');
    const { release, asked } = await holdStatement(page);
    await page.goto(`${m.url}#statement`);
    // The reader scrolls once the page is live (hydrated), as the statement waits for its lines.
    await asked;
    expect(await restingScroll(page)).toBeGreaterThan(0);
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, -20_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    release();
    await expect(page.getByTestId('statement').getByRole('listitem').first()).toBeAttached();
    // The jump would come in the frame after the lines: a few frames on, the page is still at the top.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('at 390 px a long entry text wraps and a long amount stays whole beside it, without a layout shift', async ({ page, request }) => {
  const m = await identifiedMember(request, 'long-lines');
  const lines = [
    { reason: 'Gutschrift für den Sieg im Donaudampfschifffahrtsgesellschaftskapitänsmützenwettbewerb', amount: 1_000_000, shown: '+1.000.000 Räppli' },
    { reason: 'Korrektur: doppelt gebuchte Teilnahme am Leserwettbewerb «Der schönste Garten im ganzen Land»', amount: -999_999, shown: '−999.999 Räppli' },
  ];
  for (const line of lines) await adjust(request, m.collector_token, line.amount, line.reason);
  await observeLayoutShift(page);
  await openOverview(page, request, m.url, m.collector_token);

  for (const line of lines) {
    const row = page.getByTestId('statement').getByRole('listitem').filter({ hasText: line.reason });
    await expect(row.getByTestId('amount')).toHaveText(line.shown);
    const fit = await row.evaluate((li) => {
      const amount = li.querySelector<HTMLElement>('[data-testid="amount"]')!;
      const text = li.firstElementChild!;
      const [box, own] = [li.getBoundingClientRect(), amount.getBoundingClientRect()];
      const lineHeight = parseFloat(getComputedStyle(amount).lineHeight);
      return {
        inRow: own.left >= box.left - 0.5 && own.right <= box.right + 0.5,
        onScreen: own.right <= window.innerWidth,
        oneLine: own.height <= lineHeight + 1 && amount.scrollWidth <= amount.clientWidth,
        besideText: own.left >= text.getBoundingClientRect().right - 0.5,
        textFits: text.scrollWidth <= text.clientWidth,
        textWraps: text.firstElementChild!.getBoundingClientRect().height > lineHeight * 1.5,
      };
    });
    expect(fit, line.reason).toEqual({ inRow: true, onScreen: true, oneLine: true, besideText: true, textFits: true, textWraps: true });
  }
  await shoot(page, 'loyalty-statement-long-lines');
  const { cls, shifts } = await layoutShift(page);
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.1);
});
