import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_KEY } from './env';
import { createCollector, layoutShift, observeLayoutShift, screenLoaded } from './helpers';

// /me/overview complete (issue 3 item 9): a member created and credited through the host API sees
// balance, statement, top activities, level progress, badges and today's daily reward.
const SHOTS = path.join('test-results', 'screenshots');
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
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
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

  test('anonymous member: lowest level, "Melde dich an, um aufzusteigen.", no daily reward', async ({ page, request }) => {
    const { collector_token } = await createCollector(request);
    await request.post(`/api/me/sawOnboard?collector_token=${collector_token}`, { data: { type: 'welcome' } });
    await page.goto(`/me/overview?collector_token=${collector_token}`);
    await expect(page.getByTestId('level-name')).toHaveText('Level 1: Neuling');
    await expect(page.getByTestId('level-hint')).toHaveText('Melde dich an, um aufzusteigen. Jetzt anmelden');
    await expect(page.getByRole('progressbar', { name: 'Fortschritt zum nächsten Level' })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByTestId('daily-reward-today')).toHaveText('Melde dich an, um jeden Tag etwas zu gewinnen. Jetzt anmelden');
    await expect(page.getByText('Noch keine Abzeichen. Lies Artikel und sammle Räppli!')).toBeVisible();
    await expect(page.getByTestId('badges-locked').getByRole('listitem').first()).toBeVisible();
    await shoot(page, 'loyalty-overview-anonymous');
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

test('the overview’s anchors lead to their sections: «Zum Kontoauszug» (#statement), a badge’s popup (#badges), a level-up’s (#level)', async ({ page, request }) => {
  const m = await identifiedMember(request, 'anchors');
  for (const [anchor, heading] of [['statement', /Räppli-Auszug/], ['badges', /Abzeichen/], ['level', /Dein Level/]] as const) {
    // Each opened afresh, as a link from another page opens it (not a jump within the loaded page).
    await page.goto('about:blank');
    await page.goto(`${m.url}#${anchor}`);
    const section = page.locator(`section#${anchor}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(section).toBeInViewport();
  }
});
