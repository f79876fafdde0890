/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import { byTestId, button, freshToken, me, mountPage, openAt, stubApi, until } from '@/test/helpers/member-page';
import { OptOutSection } from '@/components/opt-out/opt-out-section';
import { BadgeBoard } from './badge-board';
import { DailyRewardToday } from './daily-reward-today';
import { LevelProgress } from './level-progress';

// The overview's member parts for an anonymous reader (docs/product.md §2.1, §6.7): the lowest
// level with the way to sign in to level up, the daily reward only after signing in, no badges yet,
// and nothing to leave. That the server gives an anonymous reader the lowest level is
// test/api/member.test.ts's; the overview of a member who earned, e2e/loyalty-overview.spec.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const texts = messages.overview;
const catalogue = [1, 2, 3].map((id) => ({
  id,
  slug: `abzeichen-${id}`,
  name: `Abzeichen ${id}`,
  description: 'Lies Artikel.',
  image_url: `/badges/${id}.svg`,
}));

async function anonymousOverview() {
  const token = freshToken();
  openAt(`/me/overview?collector_token=${token}`);
  stubApi({
    'GET /api/me': {
      body: me(token, { anonymous: true, username: null, points_available: 10, level: { id: 1, position: 1, name: 'Neuling', threshold: 0, image_url: null } }),
    },
  });
  const page = await mountPage(
    <>
      <LevelProgress />
      <DailyRewardToday />
      <BadgeBoard badges={catalogue} />
      <OptOutSection />
    </>,
  );
  await until(() => expect(byTestId(page.container, 'level-name')?.textContent).toBe('Level 1: Neuling'));
  return page;
}

test('the lowest level, with «Melde dich an, um aufzusteigen.» and the way to the host’s sign-in', async () => {
  const { container, unmount } = await anonymousOverview();
  const hint = byTestId(container, 'level-hint')!;
  expect(hint.textContent).toBe('Melde dich an, um aufzusteigen. Jetzt anmelden');
  expect(hint.querySelector('a')!.getAttribute('href')).toMatch(/^https:\/\/login\.raeppli\.test\/anmelden/);
  const bar = container.querySelector('[role="progressbar"]')!;
  expect(bar.getAttribute('aria-label')).toBe(texts.progressLabel);
  expect(bar.getAttribute('aria-valuenow')).toBe('0');
  unmount();
});

test('no daily reward: the way to sign in to win one each day', async () => {
  const { container, unmount } = await anonymousOverview();
  expect(byTestId(container, 'daily-reward-today')!.textContent).toBe('Melde dich an, um jeden Tag etwas zu gewinnen. Jetzt anmelden');
  unmount();
});

test('no badges yet: said, with every badge still to earn', async () => {
  const { container, unmount } = await anonymousOverview();
  expect(container.textContent).toContain('Noch keine Abzeichen. Lies Artikel und sammle Räppli!');
  expect(byTestId(container, 'badges-locked')!.querySelectorAll('li')).toHaveLength(3);
  unmount();
});

test('an anonymous reader is not offered to leave: there is nothing of their own yet', async () => {
  const { container, unmount } = await anonymousOverview();
  expect(button(container, messages.optOut.link)).toBeUndefined();
  unmount();
});
