// The member side of the audit crawl (e2e/audit-crawl.spec.ts): every page and widget of the Lighthouse
// list (scripts/lighthouse/pages.mjs) for each member it names, its popups, and the pages outside the list
// (error, 404 and fatal error pages, raffles in their states); per page what must show before the checks
// (the old crawls' waits and assertions) and the title its HTML must carry.
import { expect, type Page, type Route } from '@playwright/test';
import { PAGES } from '../scripts/lighthouse/pages.mjs';
import { findIds, type PageIds } from '../scripts/lighthouse/server.mjs';
import type { Visit } from './crawl';
import { E2E_BASE_URL } from './env';
import { FIRST_VISIT_BALANCE, NAV_TABS, currentTab, demoRewardId, demoUrls, expectTabInView, layoutShift, navShifts, tokenOf, unknownToken } from './helpers';

const MEMBERS = { none: ['none'], both: ['anonymous', 'identified'], identified: ['identified'] } as const;
type Member = 'anonymous' | 'identified';

const de = (n: number) => new Intl.NumberFormat('de-DE').format(n);

/** The page titles (lib/server/pages/page-metadata.ts, messages/de.json pageTitles) a crawl visit must find in the HTML. */
export const TITLES: Record<string, string> = {
  '/me/overview': 'Übersicht – Räppli',
  '/me/rewards': 'Prämien – Räppli',
  '/me/rewards/vplus': 'Abo-Prämien – Räppli',
  '/me/rewards/terms': 'Teilnahmebedingungen für Verlosungen – Räppli',
  '/me/profile': 'Profil – Räppli',
  '/me/profile/avatar': 'Profilbild – Räppli',
  '/me/profile/rewards': 'Meine Prämien – Räppli',
  '/me/challenges': 'Spiele – Räppli',
  '/me/leaderboard': 'Rangliste – Räppli',
  '/me/friends': 'Freunde – Räppli',
  '/me/moreFriends': 'Mehr Freunde – Räppli',
  '/me/voucher': 'Gutschein einlösen – Räppli',
  '/me/faq': 'Häufige Fragen – Räppli',
  '/me/posts': 'Neuigkeiten – Räppli',
  '/login': 'Anmelden – Räppli',
  // An order's and a voucher's page is named by its kind, its heading is the reward's or code's own.
  '/me/rewards/detail/coupon/:coupon': 'Gutschein – Räppli',
  '/me/rewards/detail/custom/:pass': 'Pass – Räppli',
  '/me/voucher/:voucher': 'Gutschein – Räppli',
  // A popup is its heading alone (components/notifications/popup-metadata.ts).
  '/notification/badge': 'Neues Abzeichen!',
  '/console/login': 'Räppli Konsole',
};

type Context = { ids: PageIds; demo: { anonymous: string; identified: string }; secrets: string[]; titles: Record<string, string>; specials: string[] };

let shared: Promise<Context> | undefined;
/** The ids of the list's placeholders and the item titles, once per worker. */
function context(page: Page): Promise<Context> {
  shared ??= (async () => {
    const demo = demoUrls();
    const ids = await findIds(E2E_BASE_URL, { identified: new URL(demo.identified) });
    const secrets = [demo.anonymous, demo.identified].flatMap((u) => [...new URL(u).searchParams.values()]);
    const { items: rewards } = (await (await page.request.get('/api/rewards')).json()) as { items: { id: number; title: string }[] };
    const { items: posts } = (await (await page.request.get('/api/posts')).json()) as { items: { id: number; title: string }[] };
    const specials = (await (await page.request.get(`/api/specials${new URL(demo.anonymous).search}`)).json()) as { slug: string; title: string }[];
    const titles: Record<string, string> = {
      ...TITLES,
      '/me/rewards/detail/:reward': `${rewards.find((r) => r.id === ids.reward)?.title} – Räppli`,
      '/me/posts/:post': `${posts.find((p) => p.id === ids.post)?.title} – Räppli`,
      ...Object.fromEntries(specials.map((s) => [`/me/special/${s.slug}`, `${s.title} – Räppli`])),
    };
    return { ids, demo, secrets, titles, specials: specials.map((x) => `/me/special/${x.slug}`) };
  })();
  return shared;
}

/**
 * A member page opened the way paint-first.spec.ts opens it: the visit is logged (POST /api/actions), then
 * the header shows the balance /api/me has after it; then `more`, the page's own member parts.
 */
function asMember(more?: (page: Page, token: string, points: number) => Promise<void>): Pick<Visit, 'before' | 'ready'> {
  let visited: Promise<unknown> = Promise.resolve();
  return {
    before: async (page) => {
      visited = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/actions');
    },
    ready: async (page) => {
      await visited;
      const token = tokenOf(page.url());
      const me = (await (await page.request.get(`/api/me?collector_token=${token}`)).json()) as { points_available: number };
      await expect(page.getByTestId('header-balance')).toContainText(`${de(me.points_available)} Räppli`);
      await more?.(page, token, me.points_available);
    },
  };
}

type Ready = (member: string) => Partial<Visit>;

/** What a page of the list must show before it is checked, per page (where the old crawls waited for it). */
const READY: Record<string, Ready> = {
  '/': () => ({ shot: 'index', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Räppli') }),
  '/open': () => ({ shot: 'open', ready: async (page) => expect(page.getByRole('link', { name: 'Im Browser öffnen' })).toBeVisible() }),
  '/maintenance': () => ({ shot: 'maintenance', ready: async (page) => expect(page.getByRole('heading', { level: 1 })).toHaveText('Wartungsarbeiten') }),
  // paint-first.spec.ts's «nothing jumps»: every member part that arrives after the HTML is in place, then ≤ 0.05.
  '/me/overview': (member) => ({
    shot: `overview-${member}`,
    maxShift: 0.05,
    ...asMember(async (page, token, points) => {
      await expect(page.getByTestId('balance')).toHaveText(de(points));
      if (member === 'anonymous') expect(de(points), 'the anonymous demo member has the first visit’s Räppli').toBe(FIRST_VISIT_BALANCE);
      await expect(page.getByTestId('level-name')).toBeVisible();
      await expect(page.getByTestId('badges').or(page.getByTestId('badges-locked')).first()).toBeVisible();
      if (member === 'identified') await expect(page.getByTestId('badges')).toContainText('Erster Artikel');
      await expect(page.getByTestId('daily-reward-today')).toBeVisible();
      // The statement as it is after this visit (its first page of 10).
      const { last } = (await (await page.request.get(`/api/me/activities?collector_token=${token}&limit=10`)).json()) as { last: unknown[] };
      await expect(page.getByTestId('statement').getByRole('listitem')).toHaveCount(last.length);
    }),
  }),
  '/me/rewards': (member) => ({
    ...(member === 'anonymous' ? { shot: 'shop-anonymous' } : {}),
    maxShift: 0.05,
    ...asMember(async (page) => {
      // The featured row turns into swiper after one autoplay delay in view: part of what must not jump.
      await expect(page.getByRole('region', { name: 'Top-Prämien' }).locator('.swiper-initialized')).toBeVisible();
      await expect(page.getByTestId('shop-raffles')).toContainText('Wochenende am Bodensee');
    }),
  }),
  '/me/rewards/detail/:reward': () => ({
    maxShift: 0.05,
    ...asMember(async (page) => {
      await expect(page.getByTestId('redeem-start').or(page.getByTestId('redeem-blocked'))).toBeVisible();
      await expect(page.getByTestId('fact-stock')).toBeVisible();
    }),
  }),
};

// narrow-screen-layout.spec.ts's check at the crawl's width, in its state (an anonymous member): the tab in
// view, the page not scrolled, the header and navigation not moved. (Anna's profile moves its avatar link, an
// `a` the check would take for the navigation's.)
for (const [path, name] of Object.entries(NAV_TABS)) {
  READY[path] = (member) =>
    member !== 'anonymous'
      ? {}
      : {
          ready: async (page) => {
            await expect(currentTab(page)).toHaveText(name);
            await expectTabInView(currentTab(page), page.viewportSize()!.width);
            expect(await page.evaluate(() => window.scrollY), 'scrolled').toBe(0);
            const moved = navShifts(await layoutShift(page));
            if (moved.length) throw new Error(`the header or navigation shifted: ${moved.join(', ')}`);
          },
        };
}

const popupReady = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The kinds' popups fill in the member's record; the editor's popup (detail) has no such part.
  const body = page.getByTestId('popup-body');
  if ((await body.count()) > 0) await expect(body).not.toHaveAttribute('data-state', 'loading');
};

/** A page of the list with its ids filled in, or what the demo data lacks. */
function fill(path: string, ids: PageIds): { url?: string; missing: string[] } {
  const missing = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as keyof PageIds).filter((k) => ids[k] === undefined);
  return missing.length ? { missing } : { url: path.replace(/:(\w+)/g, (_, k: keyof PageIds) => String(ids[k])), missing };
}

const slug = (path: string) => path.replace(/^\//, '').replace(/[/:]+/g, '-') || 'index';

/**
 * Every member-side visit: the list × its members, then the pages outside the list. A string is a
 * finding about the list itself (an id the demo lacks, too few popups, a running special left out).
 */
export async function memberVisits(page: Page): Promise<(Visit | string)[]> {
  const { ids, demo, secrets, titles, specials } = await context(page);
  const visits: (Visit | string)[] = [];
  const popups = PAGES.filter((p) => p.path.startsWith('/notification/'));
  if (popups.length < 9) visits.push(`/notification/* [list] popups: ${popups.length} in the list, expected 9 or more`);
  // Every running special's page is crawled, so its title is checked (page-titles.spec.ts checked the first).
  for (const path of specials.filter((sp) => !PAGES.some((p) => p.path === sp)))
    visits.push(`${path} [list] special: running, but not in scripts/lighthouse/pages.mjs`);
  for (const { path, members } of PAGES) {
    for (const member of MEMBERS[members]) {
      const { url, missing } = fill(path, ids);
      if (!url) {
        visits.push(`${path} [${member}] ids: the demo data lacks ${missing.join(', ')}`);
        continue;
      }
      const query = member === 'none' ? '' : new URL(demo[member as Member]).search;
      const popup = path.startsWith('/notification/');
      visits.push({
        page: path,
        visitor: member,
        url: url + query,
        secrets,
        title: titles[path],
        shot: `crawl-${slug(path)}-${member}`,
        ...(popup ? { ready: popupReady } : {}),
        ...READY[path]?.(member),
      });
    }
  }
  visits.push(...(await otherVisits(page, demo, secrets)));
  return visits;
}

/** The pages outside the list: error pages, 404s, the fatal error screen, raffles in their states, a tab. */
async function otherVisits(page: Page, demo: Context['demo'], secrets: string[]): Promise<Visit[]> {
  const [bodensee, helmet] = [await demoRewardId(page.request, 'Wochenende am Bodensee'), await demoRewardId(page.request, 'Fahrradhelm von Velo Ländle')];
  const unknown = unknownToken();
  const fatal = 'fatal-error-token-0123456789abcd';
  const query = (m: Member) => new URL(demo[m]).search;
  const notFound = /Failed to load resource: the server responded with a status of 404/;
  return [
    {
      page: '/me/overview',
      visitor: 'unknown token',
      url: `/me/overview?collector_token=${unknown}`,
      secrets: [...secrets, unknown],
      title: TITLES['/me/overview'],
      shot: 'error-page',
      ready: async (p) => {
        await expect(p.getByTestId('error-page')).toBeVisible();
        await expect(p.getByTestId('support-token')).toHaveText(`Support-Code: c${unknown.slice(-8)}`);
      },
    },
    {
      page: '/me/overview',
      visitor: 'none',
      url: '/me/overview',
      secrets,
      title: TITLES['/me/overview'],
      shot: 'error-page-no-token',
      ready: async (p) => expect(p.getByTestId('support-token')).toHaveText('Support-Code: c000'),
    },
    {
      page: '/gibt-es-nicht',
      visitor: 'none',
      url: '/gibt-es-nicht',
      status: 404,
      expectedConsole: notFound,
      shot: 'not-found',
      ready: async (p) => expect(p.getByRole('heading', { level: 1 })).toHaveText('Page not found'),
    },
    {
      page: '/me/rewards/detail/abc',
      visitor: 'none',
      url: '/me/rewards/detail/abc',
      status: 404,
      expectedConsole: notFound,
      shot: 'not-found-route',
      ready: async (p) => expect(p.getByRole('heading', { level: 1 })).toContainText('Page Not Found'),
    },
    { page: '/me/rewards/detail/999999', visitor: 'anonymous', url: `/me/rewards/detail/999999${query('anonymous')}`, secrets, title: 'Prämie – Räppli' },
    {
      // A render error provoked by a broken /api/me body: the fatal error screen (its console errors are the point).
      page: '/me/overview',
      visitor: 'broken /api/me',
      url: `/me/overview?collector_token=${fatal}`,
      expectedConsole: /./,
      title: TITLES['/me/overview'],
      shot: 'fatal-error',
      before: async (p) => {
        const me = (route: Route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ collector_token: fatal }) });
        const actions = (route: Route) => route.fulfill({ status: 204 });
        await p.route('**/api/me?*', me);
        await p.route('**/api/actions?*', actions);
        return async () => {
          await p.unroute('**/api/me?*', me);
          await p.unroute('**/api/actions?*', actions);
        };
      },
      ready: async (p) => expect(p.getByTestId('fatal-error')).toBeVisible(),
    },
    {
      page: '/me/rewards/detail/:running-raffle',
      visitor: 'identified',
      url: `/me/rewards/detail/${bodensee}${query('identified')}`,
      secrets,
      title: 'Wochenende am Bodensee – Räppli',
      shot: 'raffle-detail',
      ready: async (p) => expect(p.getByTestId('raffle-my-tickets')).toHaveText('2'),
    },
    ...(['anonymous', 'identified'] as const).map((member): Visit => ({
      // A drawn raffle: its winner reads how it went, anyone else that it is over, in a box of the same shape.
      page: '/me/rewards/detail/:drawn-raffle',
      visitor: member,
      url: `/me/rewards/detail/${helmet}${query(member)}`,
      secrets,
      title: 'Fahrradhelm von Velo Ländle – Räppli',
      shot: `crawl-drawn-raffle-${member}`,
      maxShift: 0.05,
      ...asMember(async (p) => {
        const outcome = p.getByTestId('raffle-outcome');
        await expect(outcome).toHaveAttribute('data-outcome', member === 'identified' ? /^(won|claimed)$/ : 'ended');
        if (member === 'anonymous') {
          await expect(outcome).toContainText('Diese Verlosung ist leider vorbei.');
          await expect(outcome.getByRole('link', { name: 'Zu den Prämien' })).toHaveAttribute('href', /^\/me\/rewards\?/);
        }
        if (member === 'identified') await expect(p.getByTestId('raffle-my-tickets')).toBeVisible();
      }),
    })),
    {
      page: '/me/profile/rewards?tab=raffles',
      visitor: 'identified',
      url: `/me/profile/rewards${query('identified')}&tab=raffles`,
      secrets,
      title: TITLES['/me/profile/rewards'],
      shot: 'my-raffles',
      ready: async (p) => expect(p.getByTestId('my-order').first()).toBeVisible(),
    },
  ];
}
