/** @jest-environment jsdom */
import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { byTestId, freshToken, me, mountPage, openAt, stubApi, until } from '@/test/helpers/member-page';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { RewardBalance } from './reward-balance';

// The reward widget's line (docs/widgets.md) says what the detail page says, for each reward the
// server sends and each reader: sold out, over, not yet, only for subscribers; to an anonymous
// reader, to sign in. Which line a check means is lib/domain/widget-lines.test.ts's; the widget
// rendered for every kind of reader in a browser, e2e/widgets.spec.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const reward = (more: Partial<RewardDetail>, redeem: Partial<RedeemCheck>): RewardDetail => ({
  ...rewardDetail,
  ...more,
  redeem: { ...openCheck, ...redeem, message: redeem.blocker ? `Text zu ${redeem.blocker}` : null },
});
const drawn = {
  type: 'raffle',
  state: 'over',
  raffle: { winners: 3, tickets_total: 9, participants: 4, seed_hash: 'h', drawn_at: '2026-11-29T10:00:00.000Z' },
} as const;

/** The widget's line for `detail` as the server answers it to this reader (the page's cached copy is the same). */
async function line(detail: RewardDetail, anonymous = false) {
  const token = freshToken();
  openAt(`/widget/reward/${detail.id}?collector_token=${token}${anonymous ? '' : `&hash=${'a'.repeat(64)}&token=sso-t`}`);
  stubApi({ 'GET /api/me': { body: me(token, { anonymous, points_available: 353 }) }, [`GET /api/rewards/${detail.id}`]: { body: detail } });
  const page = await mountPage(<RewardBalance reward={detail} />);
  await until(() => expect(byTestId(page.container, 'widget-reward-state') ?? byTestId(page.container, 'widget-reward-balance')).not.toBeNull());
  return page;
}

describe('for a signed-in member, what is not on offer is said, never "enough Räppli"', () => {
  const cases = [
    [
      'a sold-out reward (demo 8)',
      reward({ id: 8, state: 'sold_out', stock: 5, stock_left: 0 }, { blocker: 'SOLD_OUT' }),
      'sold_out',
      'Diese Prämie ist leider ausverkauft.',
    ],
    ['a drawn raffle (demo 11)', reward({ id: 11, ...drawn }, { blocker: 'RAFFLE_OVER' }), 'raffle_over', 'Diese Verlosung ist leider vorbei.'],
    [
      'a reward that starts later (demo 9)',
      reward({ id: 9, state: 'not_started', starts_at: '2026-12-24T08:00:00.000Z' }, { blocker: 'CANNOT_BE_BOUGHT' }),
      'not_started',
      'Diese Prämie gibt es ab 24. Dezember 2026.',
    ],
  ] as const;
  test.each(cases)('%s', async (_, detail, state, text) => {
    const { container, unmount } = await line(detail);
    const shown = byTestId(container, 'widget-reward-state')!;
    expect(shown.getAttribute('data-state')).toBe(state);
    expect(shown.textContent).toBe(text);
    expect(container.textContent).not.toContain('genug Räppli');
    unmount();
  });
});

test('a subscribers’ reward for a non-subscriber (demo 16) says it is only for subscribers', async () => {
  const { container, unmount } = await line(reward({ id: 16, exclusive: true, cost: 250 }, { blocker: 'SUBSCRIBERS_ONLY' }));
  expect(byTestId(container, 'widget-reward-balance')!.textContent).toBe('Du hast 353 Räppli. Diese Prämie ist nur für Abonnentinnen und Abonnenten.');
  unmount();
});

test('a donation to an anonymous reader (demo 15) asks to sign in, with the way there', async () => {
  const { container, unmount } = await line(
    reward(
      { id: 15, type: 'fund', stock: null, stock_left: null, cost: 1, fund: { goal: 5000, total: 600 } },
      { blocker: 'ANONYMOUS_NOT_ALLOWED', unit_cost: 1 },
    ),
    true,
  );
  const shown = byTestId(container, 'widget-reward-balance')!;
  expect(shown.textContent).toContain('Bitte melde dich an, um zu spenden.');
  expect(shown.querySelector('[data-testid="sign-in"]')!.textContent).toBe('Jetzt anmelden');
  unmount();
});
