/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import { byTestId, button, click, freshToken, me, mountPage, openAt, refusal, stubApi, type, until, wait } from '@/test/helpers/member-page';
import { FriendsPage } from './friends-page';
import { MoreFriends } from './more-friends';

// What /me/friends and /me/moreFriends say for each answer of the friends service (docs/friends.md,
// docs/product.md §13.4): the way to sign in, the way to a username, the service offline with
// another try, a search that finds no one. The befriending itself, through the server and a second
// browser, is e2e/friends.spec.ts's; what the server finds and refuses, test/api/friends.test.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const texts = messages.friends;
const noFriends = { friends: [], received: [], sent: [] };
// The wrapper's retries wait no time (lib/domain/retry.ts: the wait is a random share).
beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => jest.restoreAllMocks());

/** An identified member's address, as the host app opens the page. */
function member(path: string) {
  const token = freshToken();
  openAt(`${path}?collector_token=${token}&hash=${'a'.repeat(64)}&token=sso-t`);
  return token;
}

test.each([
  ['/me/friends', () => <FriendsPage />],
  ['/me/moreFriends', () => <MoreFriends />],
])('an anonymous reader sees the login prompt on %s instead of friends and suggestions, and no search', async (path, page) => {
  const token = freshToken();
  openAt(`${path}?collector_token=${token}`);
  const api = stubApi({
    'GET /api/me': { body: me(token, { anonymous: true, username: null }) },
    'GET /api/me/sso': { body: { problem: 'ANONYMOUS_NOT_ALLOWED' } },
  });
  const { container, unmount } = await mountPage(page());
  await until(() => expect(byTestId(container, 'login-hint')?.textContent).toContain('Freunde gibt es, sobald du angemeldet bist'));
  expect(byTestId(container, 'login-hint')!.querySelector('a')!.textContent).toBe('Jetzt anmelden');
  expect(byTestId(container, 'friend-search')).toBeNull();
  expect(api.calls.filter((c) => c.path.startsWith('/api/friends'))).toEqual([]);
  unmount();
});

test('without a username: the server’s words and the way to the profile to set one; the search is off', async () => {
  const token = member('/me/friends');
  stubApi({
    'GET /api/me': { body: me(token, { username: null }) },
    'GET /api/me/sso': { body: { problem: null } },
    'GET /api/friends': refusal(409, 'USERNAME_REQUIRED', messages.errors.USERNAME_REQUIRED),
  });
  const { container, unmount } = await mountPage(<FriendsPage />);
  await until(() => expect(byTestId(container, 'friends-username-required')).not.toBeNull());
  const notice = byTestId(container, 'friends-username-required')!;
  expect(notice.textContent).toContain('Lege zuerst in deinem Profil einen Benutzernamen fest');
  const link = notice.querySelector('a')!;
  expect(link.textContent).toBe(texts.setUsername);
  expect(new URL(link.href).pathname).toBe('/me/profile');
  expect(new URL(link.href).searchParams.get('collector_token')).toBe(token);
  expect(byTestId<HTMLInputElement>(container, 'friend-search')!.disabled).toBe(true);
  unmount();
});

test('the friends service cannot be reached: the page says so with «Erneut versuchen», which loads the lists', async () => {
  const token = member('/me/friends');
  let down = true;
  const api = stubApi({
    'GET /api/me': { body: me(token) },
    'GET /api/me/sso': { body: { problem: null } },
    'GET /api/friends': () => (down ? 'offline' : { body: noFriends }),
  });
  const { container, unmount } = await mountPage(<FriendsPage />);
  await until(() => expect(byTestId(container, 'friends-problem')).not.toBeNull());
  const problem = byTestId(container, 'friends-problem')!;
  expect(problem.getAttribute('role')).toBe('alert');
  expect(problem.textContent).toContain('Der Freunde-Dienst ist gerade nicht erreichbar. Bitte versuche es später noch einmal.');
  // The wrapper asked four times (three retries) before it said so.
  expect(api.of('GET', '/api/friends')).toHaveLength(4);
  down = false;
  await click(button(problem, texts.retry));
  await until(() => expect(container.textContent).toContain(texts.received.none));
  expect(byTestId(container, 'friends-problem')).toBeNull();
  unmount();
});

test('a search that finds no one says so with what was typed; under 3 characters nothing is asked', async () => {
  const token = member('/me/friends');
  const api = stubApi({
    'GET /api/me': { body: me(token) },
    'GET /api/me/sso': { body: { problem: null } },
    'GET /api/friends': { body: noFriends },
    'GET /api/friends/search': { body: { items: [] } },
  });
  const { container, unmount } = await mountPage(<FriendsPage />);
  await until(() => expect(container.textContent).toContain(texts.received.none));
  const search = byTestId<HTMLInputElement>(container, 'friend-search')!;
  await type(search, 'be');
  // Past the search's wait for a pause in the typing (350 ms).
  await wait(500);
  expect(api.of('GET', '/api/friends/search')).toEqual([]);
  await type(search, 'mailonly@example.org');
  await until(() => expect(container.textContent).toContain('Niemand mit «mailonly@example.org» im Benutzernamen.'));
  expect(api.of('GET', '/api/friends/search').map((c) => c.query.get('q'))).toEqual(['mailonly@example.org']);
  expect(byTestId(container, 'friend-results')).toBeNull();
  unmount();
});
