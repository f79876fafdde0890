import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM, E2E_BASE_URL, E2E_HOST_ORIGIN } from './env';
import {
  consoleLogin,
  createCollector,
  demoUrls,
  hostCredit,
  layoutShift,
  memberQuery,
  observeLayoutShift,
  payTodaysVisit,
  shootAtWidths,
  tokenOf,
  unknownToken,
  type CreatedCollector,
} from './helpers';

// Notification popups (docs/notifications.md, "Pages" and "Editors' popups"): every popup route
// renders for an identified, an anonymous and an unknown member without console errors; closing one
// marks it seen; inside a host page's iframe closing and the action are messages to the host; an
// editor creates a popup, previews it by its signed link, publishes it, and a member is offered it.
// Screenshots of each popup at 375 and 412 px (test-results/screenshots/notification-*.png).

// The host page here is answered by the spec: Chromium's local network checks would keep it from
// framing this machine's server (see sign-in-embedded.spec.ts).
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--disable-features=LocalNetworkAccessChecks'] } });
// Several page loads a test, the first of a route rendering it for the page cache.
test.describe.configure({ timeout: 90_000 });

type Item = { id: number; kind: string; title: string; text: string; href: string; action: { kind: string; label: string; href: string | null } | null };
type Member = Required<CreatedCollector>;

const KINDS = ['badge', 'levelup', 'profile', 'birthday', 'register', 'specialday', 'christmas', 'birthdayweek'] as const;
const HEADINGS: Record<(typeof KINDS)[number], string> = {
  badge: 'Neues Abzeichen!',
  levelup: 'Du bist aufgestiegen!',
  profile: 'Dein Profil',
  birthday: 'Alles Gute zum Geburtstag!',
  register: 'Sichere dir deine Räppli',
  specialday: 'Heute in der Aktion',
  christmas: 'Frohe Weihnachten!',
  birthdayweek: 'Bald ist dein Geburtstag',
};
const IDENTIFIED_ONLY = ['levelup', 'profile', 'birthday', 'birthdayweek'];
/** The heading of a popup page without its record (docs/notifications.md, "States"): it never promises what the body denies. */
const STATE_HEADINGS = { empty: 'Nichts Neues', unknown: 'Konto nicht gefunden', noToken: 'Kein Räppli-Konto' } as const;
const ANONYMOUS_HEADINGS: Record<string, string> = {
  levelup: 'Aufsteigen mit Räppli',
  profile: 'Dein Profil bei Räppli',
  birthday: 'Dein Geburtstag bei Räppli',
  birthdayweek: 'Dein Geburtstag bei Räppli',
};

const shoot = (page: Page, name: string) => shootAtWidths(page, name, [375, 412], (w) => `notification-${name}-${w}`);
let users = 0;
const userId = () => `e2e-note-${Date.now().toString(36)}-${++users}-${Math.random().toString(36).slice(2, 7)}`;

async function notificationsOf(request: APIRequestContext, token: string): Promise<Item[]> {
  const res = await request.get(`/api/notifications?collector_token=${encodeURIComponent(token)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

/**
 * Console errors and uncaught exceptions of a page. An unknown token's GET /api/notifications is
 * answered 404 (as every member route answers it); Chromium logs that answer itself ("Failed to load
 * resource"), which is the one line let through — the page logs nothing.
 */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const expected404 =
      m.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
      new URL(m.location().url, E2E_BASE_URL).pathname === '/api/notifications';
    if (!expected404) problems.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** The demo editor popup's page, from what the anonymous demo member is offered. */
async function demoPopupPath(request: APIRequestContext): Promise<string> {
  const detail = (await notificationsOf(request, tokenOf(demoUrls().anonymous))).find((i) => i.kind === 'detail');
  expect(detail, 'the demo has a published popup for everyone').toBeTruthy();
  return new URL(detail!.href, E2E_BASE_URL).pathname;
}

async function identifiedMember(request: APIRequestContext, personal?: Record<string, string>): Promise<Member> {
  const m = (await createCollector(request, { id: userId() })) as Member;
  if (personal) {
    const res = await request.post(`/api/me/personalData?${memberQuery(m)}`, { data: { data: personal } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return m;
}

/** YYYY-MM-DD of a day `offset` days from today in Vienna, in the birth year 1988 (a leap year). */
function birthdayIn(offset: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date(Date.now() + offset * 86_400_000));
  return `1988-${day.slice(5)}`;
}
/** A complete profile whose birthday is half a year away. */
const COMPLETE = {
  firstname: 'Lea',
  lastname: 'Gruber',
  email: 'lea.gruber@example.org',
  birthday: birthdayIn(180),
  street: 'Seestraße',
  street_nr: '4',
  postcode: '6900',
  city: 'Bregenz',
};

test.describe('every popup route renders for the three kinds of visitor, without console errors', () => {
  for (const kind of KINDS) {
    test(`/notification/${kind}`, async ({ page, request }) => {
      const problems = watchConsole(page);
      // Paint first: the heading is in the HTML, no member's data is (docs/notifications.md, "Pages").
      const html = await (await request.get(`/notification/${kind}${new URL(demoUrls().identified).search}`)).text();
      expect(html).toContain(HEADINGS[kind].replace('!', ''));
      expect(html).not.toContain(tokenOf(demoUrls().identified));
      expect(html).toContain('data-state="loading"');
      const visitors = [
        { who: 'identified', query: new URL(demoUrls().identified).search },
        { who: 'anonymous', query: new URL(demoUrls().anonymous).search },
        { who: 'unknown', query: `?collector_token=${unknownToken()}` },
      ];
      const heading = page.getByRole('heading', { level: 1 });
      for (const { who, query } of visitors) {
        await page.goto(`/notification/${kind}${query}`);
        const body = page.getByTestId('popup-body');
        await expect(body).not.toHaveAttribute('data-state', 'loading');
        const state = await body.getAttribute('data-state');
        // The kind's heading stands only over its record; every other state has its own.
        let shown: string;
        if (who === 'unknown') {
          expect(state).toBe('unknown');
          await expect(body).toContainText('Dieses Räppli-Konto kennen wir nicht.');
          shown = STATE_HEADINGS.unknown;
        } else if (who === 'anonymous' && IDENTIFIED_ONLY.includes(kind)) {
          expect(state).toBe('anonymous');
          await expect(page.getByTestId('popup-sign-in')).toHaveText('Jetzt anmelden');
          shown = ANONYMOUS_HEADINGS[kind]!;
        } else {
          expect(['record', 'empty'], `${kind} as the ${who} member`).toContain(state);
          if (state === 'empty') await expect(body).toContainText('Gerade gibt es hier nichts Neues für dich.');
          shown = state === 'empty' ? STATE_HEADINGS.empty : HEADINGS[kind];
        }
        await expect(heading).toHaveText(shown);
        // The tab's title (and a host overlay that names its frame by it) says what the heading says.
        await expect(page, `the title of ${kind} as the ${who} member`).toHaveTitle(shown);
        await expect(page.getByTestId('popup-close')).toBeVisible();
      }
      // Without any token: says so, never blank.
      await page.goto(`/notification/${kind}`);
      await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'noToken');
      await expect(heading).toHaveText(STATE_HEADINGS.noToken);
      await expect(page).toHaveTitle(STATE_HEADINGS.noToken);
      expect(problems).toEqual([]);
    });
  }

  test("/notification/detail/{id}: the editors' popup, the same for everyone; another id is the 404 page", async ({ page, request }) => {
    const problems = watchConsole(page);
    const path = await demoPopupPath(request);
    for (const query of [new URL(demoUrls().identified).search, new URL(demoUrls().anonymous).search, `?collector_token=${unknownToken()}`]) {
      await page.goto(`${path}${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leserfest am Kornmarkt');
      await expect(page.getByTestId('popup-text')).toContainText('Musik, Kaffee und ein Stand');
      await expect(page.getByTestId('popup-action')).toHaveText('Prämien ansehen');
      await expect(page.getByTestId('popup-close')).toBeVisible();
    }
    expect(problems).toEqual([]);
    const res = await page.goto('/notification/detail/999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test("the demo member Anna finds her popups: her badge, her level, her profile and the editors' popup", async ({ page, request }) => {
  const anna = tokenOf(demoUrls().identified);
  const kinds = (await notificationsOf(request, anna)).map((i) => i.kind);
  expect(kinds).toEqual(expect.arrayContaining(['badge', 'levelup', 'profile', 'detail']));
  const query = new URL(demoUrls().identified).search;
  // Her newest level-up is the level she has now. Which one that is depends on the day's draw: the
  // seed leaves her a little below level 3, and her first visit today adds the daily visit and a
  // daily reward of 5 to 100 Räppli. That first visit may come from any spec running beside this
  // one, so it is made here before her level is read: then it stays what is read.
  await payTodaysVisit(request, demoUrls().identified);
  const { level } = (await (await request.get(`/api/me?collector_token=${anna}`)).json()) as { level: { position: number; name: string } };
  expect(level.position).toBeGreaterThanOrEqual(2);
  await page.goto(`/notification/levelup${query}`);
  await expect(page.getByTestId('popup-text')).toHaveText(`Jetzt bist du auf Level ${level.position}: «${level.name}». Weiter so!`);
  await expect(page.getByTestId('popup-record').locator('img')).toHaveAttribute('src', `/levels/${level.position}.svg`);
  await shoot(page, 'levelup');
  await page.goto(`/notification/badge${query}`);
  await expect(page.getByTestId('popup-text')).toContainText('Glückwunsch! Das Abzeichen');
  await expect(page.getByTestId('popup-action')).toHaveText('Abzeichen ansehen');
  await shoot(page, 'badge');
  await page.goto(`/notification/profile${query}`);
  await expect(page.getByTestId('popup-text')).toContainText('Es fehlt noch: Geburtstag, Adresse.');
  await expect(page.getByTestId('popup-action')).toHaveText('Zum Profil');
  await shoot(page, 'profile');
  await page.goto(`${await demoPopupPath(request)}${query}`);
  await expect(page.getByTestId('popup').locator('img').first()).toHaveAttribute('src', '/notifications/leserfest.svg');
  await shoot(page, 'detail');
  // The demo Advent calendar's door of today (specials.spec may run a Halloween of its own today).
  const door = (await notificationsOf(request, anna)).find((i) => i.kind === 'specialday' && i.action?.label === 'Zum Türchen');
  expect(door, "today's door of the demo Advent calendar").toBeTruthy();
  await page.goto(`${door!.href}&${query.slice(1)}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'record');
  await expect(page.getByTestId('popup-action')).toHaveText('Zum Türchen');
  await shoot(page, 'specialday');
  await page.goto(`/notification/levelup${new URL(demoUrls().anonymous).search}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'anonymous');
  await shoot(page, 'levelup-anonymous');
  await page.goto(`/notification/badge?collector_token=${unknownToken()}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'unknown');
  await shoot(page, 'badge-unknown');
});

test('a popup without its record never heads it with what the body denies (walk-through at 390 px)', async ({ page, request }) => {
  const heading = page.getByRole('heading', { level: 1 });
  // An anonymous reader on the badge popup: nothing new, and the heading says so.
  const anon = await createCollector(request);
  await page.goto(`/notification/badge?collector_token=${anon.collector_token}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'empty');
  await expect(heading).toHaveText('Nichts Neues');
  await expect(page.getByTestId('popup')).not.toContainText('Neues Abzeichen');
  await shoot(page, 'badge-empty');
  // An anonymous reader on the level-up popup: asked to sign in, not told they rose.
  await page.goto(`/notification/levelup?collector_token=${anon.collector_token}`);
  await expect(page.getByTestId('popup-sign-in')).toBeVisible();
  await expect(heading).toHaveText('Aufsteigen mit Räppli');
  await expect(page.getByTestId('popup')).not.toContainText('Du bist aufgestiegen');
  // Levels follow the Räppli earned, not the articles read (lib/domain/levels.ts).
  await expect(page.getByTestId('popup-body')).toContainText('Dann bringt dich jedes Räppli, das du sammelst, dem nächsten Level näher.');
  await expect(page).toHaveTitle('Aufsteigen mit Räppli');
  // A signed-in member whose birthday is not today: no congratulations, no birthday week's greeting.
  const m = await identifiedMember(request, COMPLETE);
  await page.goto(`/notification/birthday?${memberQuery(m)}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'empty');
  await expect(heading).toHaveText('Nichts Neues');
  await expect(page.getByTestId('popup')).not.toContainText('Geburtstag');
  await shoot(page, 'birthday-empty');
  await page.goto(`/notification/birthdayweek?${memberQuery(m)}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'empty');
  await expect(heading).toHaveText('Nichts Neues');
  // The festive page's lead stays in place, hidden (PopupHeading): what the reader sees has no greeting.
  await expect(page.getByTestId('popup')).not.toContainText('Geburtstag', { useInnerText: true });
});

test('a festive page without its record keeps its card in place at 412 px (the Christmas lead wraps there)', async ({ page, request }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await observeLayoutShift(page);
  const anon = await createCollector(request);
  await page.goto(`/notification/christmas?collector_token=${anon.collector_token}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'empty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nichts Neues');
  const { cls, shifts } = await layoutShift(page);
  expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
});

test("closing a popup opened directly marks it seen: it is gone from the member's list, and the page goes to the overview", async ({ page, request }) => {
  const m = await identifiedMember(request, { ...COMPLETE, birthday: birthdayIn(0) });
  const [birthday] = await notificationsOf(request, m.collector_token);
  expect(birthday).toMatchObject({ kind: 'birthday', title: 'Alles Gute zum Geburtstag!' });
  const me = (await (await request.get(`/api/me?collector_token=${m.collector_token}`)).json()) as { points_available: number };
  expect(me.points_available).toBe(50);
  await page.goto(`/notification/birthday?${memberQuery(m)}&id=${birthday!.id}`);
  await expect(page.getByTestId('popup-text')).toHaveText('Wir schenken dir 50 Räppli – sie sind schon auf deinem Konto. Hab einen wunderschönen Tag!');
  await shoot(page, 'birthday');
  const seen = page.waitForResponse((r) => r.url().includes(`/api/notifications/${birthday!.id}/seen`));
  await page.getByTestId('popup-close').click();
  expect((await seen).status()).toBe(204);
  // Nothing of ours to go back to: the member's overview, with the session and without the popup's id.
  await expect(page).toHaveURL(/\/me\/overview\?collector_token=/);
  expect(new URL(page.url()).searchParams.get('collector_token')).toBe(m.collector_token);
  expect(new URL(page.url()).searchParams.get('hash')).toBe(m.hash);
  expect(new URL(page.url()).searchParams.has('id')).toBe(false);
  expect((await notificationsOf(request, m.collector_token)).map((i) => i.id)).not.toContain(birthday!.id);
  // Opened again by its address: nothing to show.
  await page.goto(`/notification/birthday?${memberQuery(m)}&id=${birthday!.id}`);
  await expect(page.getByTestId('popup-body')).toHaveAttribute('data-state', 'empty');
});

test('closing a popup opened from one of our pages goes back to that page', async ({ page, request }) => {
  const m = await identifiedMember(request, { ...COMPLETE, city: '' });
  await page.goto(`/me/faq?${memberQuery(m)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/notification/profile?${memberQuery(m)}`);
  await expect(page.getByTestId('popup-text')).toContainText('Es fehlt noch: Adresse.');
  await page.getByTestId('popup-close').click();
  await expect(page).toHaveURL(new RegExp(`/me/faq\\?collector_token=${m.collector_token}`));
});

test('the birthday week and registering, as members see them', async ({ page, request }) => {
  const soon = await identifiedMember(request, { ...COMPLETE, birthday: birthdayIn(3) });
  await page.goto(`/notification/birthdayweek?${memberQuery(soon)}`);
  await expect(page.getByTestId('popup-text')).toContainText('In 3 Tagen ist es so weit.');
  await shoot(page, 'birthdayweek');
  const anon = await createCollector(request);
  await hostCredit(request, anon.collector_token, 240, 'Gelesen');
  await page.goto(`/notification/register?collector_token=${anon.collector_token}`);
  await expect(page.getByTestId('popup-text')).toContainText('Du hast schon 240 Räppli gesammelt.');
  await expect(page.getByTestId('popup-action')).toHaveText('Jetzt registrieren');
  await shoot(page, 'register');
});

test("Christmas as members see it on 24 to 26 December (the server's answer staged for that day)", async ({ page, request }) => {
  // The server offers Christmas only on its days; the page shows whatever record the API answers.
  const anon = await createCollector(request);
  const item = {
    id: 424242,
    kind: 'christmas',
    title: 'Frohe Weihnachten!',
    text: 'Danke, dass du mit Räppli dabei bist. Wir wünschen dir schöne Feiertage und ein paar ruhige Stunden zum Lesen.',
    image_url: null,
    action: { kind: 'open', label: 'Prämien entdecken', href: '/me/rewards' },
    href: '/notification/christmas?id=424242',
    created_at: new Date().toISOString(),
  };
  await page.route(
    (url) => url.pathname === '/api/notifications',
    (route) => route.fulfill({ json: { items: [item], anonymous: true } }),
  );
  await page.goto(`/notification/christmas?collector_token=${anon.collector_token}`);
  await expect(page.getByTestId('popup-text')).toHaveText(item.text);
  await shoot(page, 'christmas');
});

test("in a host page's iframe: the action is raeppli:navigate and closing raeppli:close, to that page only; both mark the popup seen", async ({
  page,
  request,
}) => {
  const m = await identifiedMember(request, { ...COMPLETE, city: '' });
  const items = await notificationsOf(request, m.collector_token);
  const profile = items.find((i) => i.kind === 'profile')!;
  await page.route(`${E2E_HOST_ORIGIN}/artikel`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Host</title>
        <script>window.got = []; addEventListener('message', (e) => window.got.push({ origin: e.origin, data: e.data }));</script>
        <iframe src="${E2E_BASE_URL}${profile.href}&${memberQuery(m)}" width="390" height="700"></iframe>`,
    }),
  );
  await page.goto(`${E2E_HOST_ORIGIN}/artikel`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByTestId('popup-text')).toContainText('Es fehlt noch: Adresse.');
  await frame.getByTestId('popup-action').click();
  const got = () =>
    page.evaluate(() =>
      (window as unknown as { got: { origin: string; data: { type: string } }[] }).got.filter(
        (g) => g.data.type !== 'raeppli:resize' && g.data.type !== 'raeppli:ready',
      ),
    );
  await expect.poll(got).toEqual([{ origin: E2E_BASE_URL, data: { type: 'raeppli:navigate', href: '/me/profile' } }]);
  await expect.poll(async () => (await notificationsOf(request, m.collector_token)).map((i) => i.id)).not.toContain(profile.id);
  // The popup stayed where it was, showing what it showed (seen, not "nothing new"): the host opens the web view.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Dein Profil');
  await expect(frame.getByTestId('popup-body')).toHaveAttribute('data-state', 'record');
  await expect(frame.getByTestId('popup-text')).toContainText('Es fehlt noch: Adresse.');

  await frame.getByTestId('popup-close').click();
  await expect.poll(got).toEqual([
    { origin: E2E_BASE_URL, data: { type: 'raeppli:navigate', href: '/me/profile' } },
    { origin: E2E_BASE_URL, data: { type: 'raeppli:close' } },
  ]);
});

test('an editor creates a popup, previews it by its signed link, publishes it, and a member is offered it', async ({ page, request, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await consoleLogin(page, '/console/content/notifications/new');
  const title = `Stadtlauf ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await page.getByRole('textbox', { name: /^Text/ }).first().fill('Lauf mit beim Stadtlauf am Sonntag: Wer ins Ziel kommt, bekommt 20 Räppli.');
  await page.getByRole('textbox', { name: /^Text der Schaltfläche/ }).fill('Zu den Prämien');
  await page.getByRole('textbox', { name: /^Ziel der Schaltfläche/ }).fill('/me/rewards');
  await page.getByRole('combobox', { name: /^Zielgruppe/ }).selectOption('anonymous');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/\/console\/content\/notifications\/\d+$/);
  const id = Number(/\/(\d+)$/.exec(page.url())![1]);
  await shootAtWidths(page, 'console-editor', [1280], (w) => `notification-console-editor-${w}`);

  await page.getByTestId('notification-preview').getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.getByTestId('preview-links')).toContainText('Die Links gelten bis');
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview-link-popup').click()]);
  const memberCalls: string[] = [];
  preview.on('request', (r) => {
    if (/\/api\/(me|notifications|actions)(\/|\?|$)/.test(r.url())) memberCalls.push(r.url());
  });
  await preview.setViewportSize({ width: 375, height: 780 });
  await expect(preview).toHaveURL(new RegExp(`/preview/notifications/popup\\?id=${id}&exp=\\d+&sig=`));
  await expect(preview.getByTestId('preview-banner')).toContainText('Vorschau: So sehen Mitglieder dieses Popup, sobald es veröffentlicht ist.');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByTestId('popup-action')).toHaveText('Zu den Prämien');
  await preview.getByTestId('popup-close').click(); // does nothing in the preview
  await expect(preview).toHaveURL(/\/preview\/notifications\/popup\?/);
  await shootAtWidths(preview, 'preview', [375, 412], (w) => `notification-preview-${w}`);
  expect(memberCalls).toEqual([]);
  // A changed link is the 404 page.
  const changed = new URL(preview.url());
  changed.searchParams.set('id', String(id + 1000));
  expect((await preview.goto(changed.pathname + changed.search))?.status()).toBe(404);
  await expect(preview.getByTestId('preview-banner')).toHaveCount(0);
  const unsigned = await preview.goto(`/preview/notifications/popup?id=${id}`);
  expect(unsigned?.status()).toBe(404);

  // Published: an anonymous member is offered it, an identified one not.
  const anon = await createCollector(request);
  expect((await notificationsOf(request, anon.collector_token)).map((i) => i.title)).not.toContain(title);
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByTestId('content-status')).toHaveText('Veröffentlicht');
  const offered = (await notificationsOf(request, anon.collector_token)).find((i) => i.title === title);
  expect(offered).toMatchObject({
    kind: 'detail',
    href: `/notification/detail/${id}?id=${offered!.id}`,
    action: { kind: 'open', label: 'Zu den Prämien', href: '/me/rewards' },
  });
  expect((await notificationsOf(request, (await identifiedMember(request, COMPLETE)).collector_token)).map((i) => i.title)).not.toContain(title);

  // The member opens it and takes its action: seen, and the shop opens with the token.
  const member = await browser.newPage();
  await member.goto(`${offered!.href}&collector_token=${anon.collector_token}`);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(title);
  await member.getByTestId('popup-action').click();
  await expect(member).toHaveURL(new RegExp(`/me/rewards\\?collector_token=${anon.collector_token}`));
  expect((await notificationsOf(request, anon.collector_token)).map((i) => i.title)).not.toContain(title);
  await member.close();
});
