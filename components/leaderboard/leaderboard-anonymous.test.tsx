/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import type { Leaderboard } from '@/lib/contracts/leaderboard';
import { byTestId, button, freshToken, me, mountPage, openAt, stubApi, until } from '@/test/helpers/member-page';
import { LeaderboardMember } from './leaderboard-member';

// /me/leaderboard for an anonymous reader (docs/leaderboard.md): the best, with no row of theirs, and
// in «Dein Platz» the way to sign in instead of a place; no friends board. Boards with places of
// members' own, through the server, are e2e/leaderboard.spec.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const row = (rank: number, username: string) => ({ rank, username, avatar_url: null, level: 'Stammleser', points: 1000 - rank * 10 });
// What the server answers an anonymous reader: the best, no place of their own.
const board: Leaderboard = { period: 'total', top: [row(1, 'lukas_feldkirch'), row(2, 'sophie.b'), row(3, 'bergfex')], me: null, around: [] };

test('an anonymous reader sees the best but is asked to sign in for a place of their own', async () => {
  const token = freshToken();
  openAt(`/me/leaderboard?collector_token=${token}`);
  stubApi({
    'GET /api/me': { body: me(token, { anonymous: true, username: null }) },
    'GET /api/me/sso': { body: { problem: 'ANONYMOUS_NOT_ALLOWED' } },
    'GET /api/leaderboard': { body: board },
  });
  const { container, unmount } = await mountPage(<LeaderboardMember />);
  await until(() => expect(byTestId(container, 'leaderboard-top')!.querySelectorAll('[data-testid="leaderboard-row"]')).toHaveLength(3));
  const top = byTestId(container, 'leaderboard-top')!;
  expect(top.querySelector('[data-testid="leaderboard-row"]')!.getAttribute('data-rank')).toBe('1');
  expect(top.querySelectorAll('[aria-current="true"]')).toHaveLength(0);
  const login = byTestId(container, 'leaderboard-login')!;
  expect(login.textContent).toContain('Melde dich an, um in der Rangliste mitzuspielen');
  expect(login.querySelector('[data-testid="sign-in"]')!.textContent).toBe('Jetzt anmelden');
  expect(byTestId(container, 'leaderboard-my-rank')).toBeNull();
  expect(button(container, messages.leaderboard.scope.friends)).toBeUndefined();
  unmount();
});
