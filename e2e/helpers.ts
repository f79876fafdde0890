// Shared helpers for the e2e specs.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_EDITOR, E2E_API_KEY, E2E_BASE_URL, E2E_DEMO_FILE, E2E_SECRETS_FILE } from './env';

export type CreatedCollector = { collector_token: string; hash?: string; token?: string };

/** A real collector, created the way the host site does it: POST /api/host/collectors. */
export async function createCollector(request: APIRequestContext, user?: { id: string; username?: string }): Promise<CreatedCollector> {
  const res = await request.post('/api/host/collectors', {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
    data: user ? { user } : {},
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as CreatedCollector;
  rememberSecrets(created);
  return created;
}

/** Notes secrets a spec was given, so the run's end can check the server never logged them (e2e/log-hygiene.ts). */
export function rememberSecrets(secrets: Record<string, string | undefined>) {
  appendFileSync(E2E_SECRETS_FILE, `${JSON.stringify(secrets)}\n`);
}

/** A new member's balance after the first page view of the day: the daily-visit rule pays 10 Räppli. */
export const FIRST_VISIT_BALANCE = '10';

/** Marks the onboarding slideshow as seen, so it does not cover the page (the onboarding specs test it). */
export async function skipOnboarding(request: APIRequestContext, collectorToken: string) {
  const res = await request.post(`/api/me/sawOnboard?collector_token=${collectorToken}`, { data: { type: 'welcome' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new collector that has seen the onboarding: anonymous, or identified as `user`. */
export async function createOnboardedCollector(request: APIRequestContext, user?: { id: string; username?: string }): Promise<CreatedCollector> {
  const created = await createCollector(request, user);
  await skipOnboarding(request, created.collector_token);
  return created;
}

/** The ready-to-click demo URLs server.ts printed at start-up (saved by e2e/serve.mjs). */
export function demoUrls(): { anonymous: string; identified: string } {
  const demo = JSON.parse(readFileSync(E2E_DEMO_FILE, 'utf8')) as { anonymous?: string; identified?: string };
  if (!demo.anonymous || !demo.identified) throw new Error(`demo URLs missing in ${E2E_DEMO_FILE}`);
  return { anonymous: demo.anonymous, identified: demo.identified };
}

/** A path + query relative to the test server (the printed URLs carry SITE_URL's origin). */
export function relative(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export function tokenOf(url: string): string {
  const token = new URL(url).searchParams.get('collector_token');
  if (!token) throw new Error(`no collector_token in ${url}`);
  return token;
}

/** A made-up token of the right shape that no collector has. */
export function unknownToken(): string {
  return `unknown${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.padEnd(32, 'x').slice(0, 32);
}

/** Credits a collector `points` Räppli by a host adjustment (POST /api/host/adjustments), once per collector. */
export async function hostCredit(request: APIRequestContext, collectorToken: string, points: number, reason = 'Testguthaben') {
  const res = await request.post('/api/host/adjustments', {
    headers: { Authorization: `Bearer ${E2E_API_KEY}` },
    data: { collector_token: collectorToken, amount: points, reason, idempotency_key: `e2e-${collectorToken}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An identified member (with hash and token) credited with `points` Räppli by a host adjustment, onboarding seen. */
export async function createRichMember(request: APIRequestContext, points: number): Promise<Required<CreatedCollector>> {
  const created = await createCollector(request, { id: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` });
  if (points > 0) await hostCredit(request, created.collector_token, points);
  await skipOnboarding(request, created.collector_token);
  return created as Required<CreatedCollector>;
}

/** The query a host app puts in our URLs for an identified member. */
export const memberQuery = (m: CreatedCollector) =>
  `collector_token=${encodeURIComponent(m.collector_token)}${m.hash ? `&hash=${m.hash}&token=${encodeURIComponent(m.token ?? '')}` : ''}`;

/** Makes two members friends through the API: a request from `from`, answered by one from `to`. */
export async function befriend(request: APIRequestContext, from: CreatedCollector & { username: string }, to: CreatedCollector & { username: string }) {
  const sent = await request.post(`/api/friends/requests?${memberQuery(from)}`, { data: { username: to.username } });
  expect(sent.status(), await sent.text()).toBe(201);
  const back = await request.post(`/api/friends/requests?${memberQuery(to)}`, { data: { username: from.username } });
  expect(((await back.json()) as { state: string }).state).toBe('accepted');
}

let keySeq = 0;
/** A fresh Idempotency-Key for a spec's own write. */
const freshKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

/** The demo reward with this title (ids depend on the seed order). */
export async function demoRewardId(request: APIRequestContext, title: string): Promise<number> {
  const { items } = (await (await request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
  const reward = items.find((r) => r.title === title);
  if (!reward) throw new Error(`demo reward ${title} missing`);
  return reward.id;
}

/** Reserve + confirm through the API, each with its Idempotency-Key and the member's query: the order. */
export async function buyReward(request: APIRequestContext, m: CreatedCollector, title: string, body: Record<string, unknown> = {}) {
  const id = await demoRewardId(request, title);
  const reserved = await request.post(`/api/rewards/${id}/reserve?${memberQuery(m)}`, { headers: { 'Idempotency-Key': freshKey('e2e-buy') }, data: body });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const { reservation_id } = (await reserved.json()) as { reservation_id: string };
  const confirmed = await request.post(`/api/reservations/${reservation_id}/confirm?${memberQuery(m)}`, {
    headers: { 'Idempotency-Key': freshKey('e2e-buy') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()) as { order_id: number; balance: number };
}

type Shift = { value: number; sources: string[] };

/**
 * Records layout shifts from the first paint on (call before page.goto): every shift without recent
 * input, with the elements that moved, as the browser's layout-shift entries report them.
 */
export async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    type Entry = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.getAttribute('data-testid') ?? node.id;
      return `${node.tagName.toLowerCase()}${id ? `[${id}]` : ''}.${[...node.classList].join('.')}`;
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Entry[]) {
        if (!e.hadRecentInput) w.__shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => name(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift so far, and the shifts it is made of (for the failure message). */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/**
 * Fonts and every picture on the screen have loaded, for a screenshot. Not network idle: Chromium can
 * keep a page's RSC prefetch pending for good, so the network need never be idle.
 */
export async function screenLoaded(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const pending = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && !img.complete;
        })
        .map((img) => img.src),
    );
  await expect.poll(pending).toEqual([]);
}

const SHOTS = path.join('test-results', 'screenshots');

/**
 * Screenshots are for a person to open: taken locally (`npm run screenshots` takes them all), not on
 * CI, where nobody opens them and they were a fifth of the audit crawl's time. The checks made beside
 * them (the width, the pictures loaded) run either way. E2E_SHOTS=1 or 0 decides it anywhere.
 */
export const TAKE_SHOTS = process.env.E2E_SHOTS ? process.env.E2E_SHOTS === '1' : !process.env.CI;

/** A screenshot for a human look: test-results/screenshots/<file>.png (none on CI: TAKE_SHOTS). */
export async function screenshot(page: Page, file: string, fullPage = true) {
  if (!TAKE_SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${file}.png`), fullPage });
}

/**
 * Screenshots of the page at each width, for a human look (test-results/screenshots/<file>.png; not
 * on CI: TAKE_SHOTS), each checked for nothing wider than that screen; the viewport is put back afterwards.
 */
export async function shootAtWidths(page: Page, name: string, widths: readonly number[], file: (width: number) => string, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    await screenshot(page, file(width), fullPage);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than the ${width} px screen`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize(size);
}

export { DEMO_EDITOR } from './env';

/** Opens a console page, signs in on the login page it leads to, and waits to be back on it. */
export async function consoleLogin(page: Page, from: string, who: { email: string; password: string } = DEMO_EDITOR) {
  await page.goto(from);
  await page.waitForURL(/\/console\/login/);
  await page.getByLabel('E-Mail-Adresse').fill(who.email);
  await page.getByLabel('Passwort').fill(who.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => url.pathname === new URL(from, 'http://x').pathname);
}

/**
 * Console errors and uncaught exceptions of a page. A GET of /api/ answered 404 (an unknown token's
 * /api/me, a game's own read) is logged by Chromium itself ("Failed to load resource"): the one line let through.
 */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const path = new URL(m.location().url, E2E_BASE_URL).pathname;
    const expected404 = m.text().startsWith('Failed to load resource: the server responded with a status of 404') && path.startsWith('/api/');
    if (!expected404) problems.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

export type Held = { asked: Promise<void>; release: () => void };

/** Holds the page's GETs of these API paths until released (answered by the server, or with `staged`). */
export async function holdApi(page: Page, paths: readonly string[], staged?: unknown): Promise<Held> {
  let release = () => {};
  let wasAsked = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (wasAsked = resolve));
  await page.route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      wasAsked();
      await released;
      if (staged) await route.fulfill({ json: staged });
      else await route.continue();
    },
  );
  return { asked, release };
}

/**
 * Pays a member's visit of today now, as the pages' POST /api/actions layerVisit does: the daily
 * visit and the day's daily reward come once a business day, so afterwards the member's balance and
 * level stay as they are, whichever spec running beside this one opens the member's pages first. For
 * specs that read a demo member's figures and then look for them on a page.
 */
export async function payTodaysVisit(request: APIRequestContext, memberUrl: string) {
  const res = await request.post(`/api/actions${new URL(memberUrl).search}`, { data: { step: 'layerVisit', data: {} } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The fade over the navigation row's right end (2.5rem, components/layout/app-nav.module.css). */
const NAV_FADE = 40;

/** The navigation row's tab of the current page. */
export const currentTab = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('[aria-current="page"]');

/** The tab lies wholly in a `width` px viewport, clear of the fade at the row's right end. */
export async function expectTabInView(tab: Locator, width: number) {
  await expect(tab).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await tab.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= width - NAV_FADE;
    })
    .toBe(true);
}

/** Pages whose tab lies far along the navigation row at a phone's width, and the tab's name. */
export const NAV_TABS: Record<string, string> = { '/me/friends': 'Freunde', '/me/voucher': 'Gutschein', '/me/profile': 'Profil', '/me/faq': 'FAQ' };

/** The header's and the navigation's elements among the shifts (scrolling the row is no layout shift; they must not move). */
export const navShifts = ({ shifts }: { shifts: Shift[] }) => shifts.flatMap((s) => s.sources).filter((n) => /^(header|nav|ul|li|a)\b/.test(n));
