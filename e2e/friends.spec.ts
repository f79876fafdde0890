import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  befriend,
  createOnboardedCollector,
  layoutShift,
  memberQuery,
  observeLayoutShift,
  screenLoaded,
  shootAtWidths,
  type CreatedCollector,
} from './helpers';

// Friends as members see them (docs/product.md §10.7, docs/friends.md): search by
// username (never by e-mail), a request sent by one member and accepted by another in a second
// browser, removal after a question, suggestions. Screens at 375 and 412 px. What the pages say for
// each answer — the login prompt, no username, the service offline, a search that finds no one — is
// components/friends/friends-states.test.tsx's; the way from «Benutzernamen festlegen» to the
// profile in a browser, e2e/narrow-screen-layout.spec.ts's.

type Member = Required<CreatedCollector> & { username: string };

let seq = 0;
const tag = () => `${Date.now().toString(36).slice(-4)}${++seq}${Math.random().toString(36).slice(2, 5)}`;

async function newMember(request: APIRequestContext, username: string, email?: string): Promise<Member> {
  const created = await createOnboardedCollector(request, { id: `e2e-friends-${tag()}`, username });
  const m = { ...(created as Required<CreatedCollector>), username };
  if (email) {
    const res = await request.post(`/api/me/personalData?${memberQuery(m)}`, { data: { data: { email, firstname: 'Verena', lastname: 'Geheim' } } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return m;
}

const shot = (page: Page, name: string) => shootAtWidths(page, name, [375, 412], (w) => `friends-${name}-${w}`);
const row = (page: Page, list: string, username: string) => page.getByTestId(list).locator(`[data-username="${username}"]`);

async function search(page: Page, q: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/friends/search' && new URL(r.url()).searchParams.get('q') === q);
  await page.getByTestId('friend-search').fill(q);
  await answered;
}

test.describe('before any JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Seen on the page, not searched in the HTML: the page also carries its messages as JSON.
  test('the pages show their title, intro and search, and the suggestions heading', async ({ page }) => {
    for (const [path, headings, intro] of [
      ['/me/friends', ['Freunde', 'Freunde finden'], 'Finde Freunde über ihren Benutzernamen und schau, wie viele Räppli sie diese Woche sammeln.'],
      ['/me/moreFriends', ['Mehr Freunde', 'Vorschläge für dich'], 'Freunde deiner Freunde und besonders aktive Mitglieder.'],
    ] as const) {
      await page.goto(path);
      for (const name of headings) await expect(page.getByRole('heading', { name, exact: true }), `${path}: ${name}`).toBeVisible();
      await expect(page.getByText(intro)).toBeVisible();
    }
  });
});

test('nothing jumps while the requests and friends fill in (layout shift ≤ 0.05)', async ({ page, request }) => {
  const t = tag();
  const [me, friend, ...askers] = await Promise.all(['mira', 'nils', 'olga', 'paul'].map((name) => newMember(request, `${name}${t}`)));
  await befriend(request, friend!, me!);
  for (const asker of askers) {
    const sent = await request.post(`/api/friends/requests?${memberQuery(asker)}`, { data: { username: me!.username } });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  // The lists answer late, as on a phone's network, so the page is drawn before they arrive.
  await page.route(
    (url) => url.pathname === '/api/friends',
    async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    },
  );
  await observeLayoutShift(page);
  await page.goto(`/me/friends?${memberQuery(me!)}`);
  await expect(page.getByTestId('friend-requests').getByTestId('friend-row')).toHaveCount(askers.length);
  await expect(row(page, 'friend-list', friend!.username)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const { cls, shifts } = await layoutShift(page);
  expect(cls, `layout shift on /me/friends: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(0.05);
});

test('a request sent by one member is accepted by the other in a second browser; both then list each other', async ({ page, browser, request }) => {
  const t = tag();
  const a = await newMember(request, `anton${t}`);
  const b = await newMember(request, `berta${t}`, `berta.privat${t}@example.org`);

  await page.goto(`/me/friends?${memberQuery(a)}`);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Freunde' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Keine offenen Anfragen.')).toBeVisible();
  // A part of the username finds her (under 3 characters nothing is asked: friends-states.test.tsx).
  await search(page, `rta${t}`);
  const found = row(page, 'friend-results', b.username);
  await expect(found).toContainText(b.username);
  await expect(found).toContainText(/\d+ Räppli diese Woche/);
  // Never an e-mail address or a name.
  await expect(page.getByTestId('friend-results')).not.toContainText('@');
  await expect(page.getByTestId('friend-results')).not.toContainText('Geheim');
  await screenLoaded(page);
  await shot(page, 'search');

  await found.getByRole('button', { name: `Hinzufügen: ${b.username}` }).click();
  await expect(page.getByTestId('friends-done')).toHaveText(`Anfrage an ${b.username} gesendet.`);
  await expect(found.getByTestId('friend-relation')).toHaveText('Angefragt');
  await expect(row(page, 'friend-sent', b.username)).toBeVisible();

  // Berta, in a browser of her own, answers.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await pageB.goto(`/me/friends?${memberQuery(b)}`);
  const request_ = row(pageB, 'friend-requests', a.username);
  await expect(request_).toBeVisible();
  await screenLoaded(pageB);
  await shot(pageB, 'request');
  await request_.getByRole('button', { name: 'Annehmen' }).click();
  await expect(pageB.getByTestId('friends-done')).toHaveText(`Du und ${a.username} seid jetzt Freunde.`);
  await expect(row(pageB, 'friend-list', a.username)).toContainText(/\d+ Räppli diese Woche/);
  await expect(pageB.getByTestId('friend-requests')).toHaveCount(0);
  await other.close();

  await page.reload();
  const friend = row(page, 'friend-list', b.username);
  await expect(friend).toBeVisible();
  await expect(page.getByTestId('friend-sent')).toHaveCount(0);
  await search(page, `berta${t}`);
  await expect(row(page, 'friend-results', b.username).getByTestId('friend-relation')).toHaveText('Befreundet');
  await screenLoaded(page);
  await shot(page, 'friends');

  // Removing asks first; "Behalten" keeps her.
  await friend.getByRole('button', { name: 'Entfernen' }).click();
  const dialog = page.getByRole('dialog', { name: `${b.username} entfernen?` });
  await expect(dialog).toContainText(`Du kannst ${b.username} jederzeit wieder anfragen.`);
  await shot(page, 'remove-question');
  await dialog.getByRole('button', { name: 'Behalten' }).click();
  await expect(friend).toBeVisible();
  await friend.getByRole('button', { name: 'Entfernen' }).click();
  await page
    .getByRole('dialog', { name: `${b.username} entfernen?` })
    .getByRole('button', { name: 'Entfernen' })
    .click();
  await expect(page.getByTestId('friends-done')).toHaveText(`${b.username} ist nicht mehr in deiner Freundesliste.`);
  await expect(page.getByTestId('friend-list')).toHaveCount(0);
});

test('suggestions on /me/moreFriends: a friend of a friend first, added with one tap', async ({ page, request }) => {
  const t = tag();
  const a = await newMember(request, `ida${t}`);
  const b = await newMember(request, `jan${t}`);
  const c = await newMember(request, `kim${t}`);
  await befriend(request, a, b);
  await befriend(request, b, c);

  await page.goto(`/me/friends?${memberQuery(a)}`);
  await page.getByRole('link', { name: /Mehr Freunde finden/ }).click();
  await page.waitForURL((url) => url.pathname === '/me/moreFriends');
  await expect(page.getByRole('heading', { level: 1, name: 'Mehr Freunde' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Freunde' })).toHaveAttribute('aria-current', 'page');
  const first = page.getByTestId('friend-suggestions').getByTestId('friend-row').first();
  await expect(first).toHaveAttribute('data-username', c.username);
  await expect(page.getByTestId('friend-suggestions')).not.toContainText(b.username);
  await screenLoaded(page);
  await shot(page, 'more');
  await first.getByRole('button', { name: `Hinzufügen: ${c.username}` }).click();
  await expect(page.getByTestId('friends-done')).toHaveText(`Anfrage an ${c.username} gesendet.`);
});
