/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { byTestId, freshToken, me, mountPage, openAt, stubApi, until } from '@/test/helpers/member-page';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { CardStateBadge } from '@/components/rewards/common/card-state-badge';
import { VplusHint } from '@/components/rewards/shop/vplus-hint';
import { RedeemAction } from './redeem-action';

// What a reward's detail page offers instead of the redeem button, for each check the server sent
// with the reward (docs/product.md §9.2, §9.11): sign in (by the reward's kind), sign in again, the
// subscription not there yet, too few Räppli. Which check the server sends is test/api's
// (rewards-redeem, redeem-parity); which status a check means, lib/domain/redeem-status.test.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const detail = (more: Partial<RewardDetail>, redeem: Partial<RedeemCheck>): RewardDetail => ({ ...rewardDetail, ...more, redeem: { ...openCheck, ...redeem } });
const raffle = {
  type: 'raffle',
  stock: null,
  stock_left: null,
  raffle: { winners: 1, tickets_total: 10, participants: 3, seed_hash: 'h', drawn_at: null },
} as const;
const fund = { type: 'fund', stock: null, stock_left: null, fund: { goal: null, total: 0 } } as const;

async function show(reward: RewardDetail, purAbo = false) {
  const collectorToken = freshToken();
  openAt(`/me/rewards/detail/${reward.id}?collector_token=${collectorToken}${purAbo ? '&is_pur_abo=true' : ''}`);
  stubApi({});
  const page = await mountPage(<RedeemAction reward={reward} balance={10} session={{ collectorToken, hash: null, token: null, purAbo }} />);
  const blocked = byTestId(page.container, 'redeem-blocked');
  expect(byTestId(page.container, 'redeem-start')).toBeNull();
  return { ...page, blocked: blocked! };
}

describe('an anonymous member is asked to sign in instead of a buy button, in the words of the reward’s kind', () => {
  const cases = [
    ['a reward', detail({}, { blocker: 'ANONYMOUS_NOT_ALLOWED' }), 'Bitte melde dich an, um Prämien einzulösen. Jetzt anmelden'],
    ['a raffle', detail(raffle, { blocker: 'ANONYMOUS_NOT_ALLOWED' }), 'Bitte melde dich an, um an Verlosungen teilzunehmen. Jetzt anmelden'],
    ['a donation', detail(fund, { blocker: 'ANONYMOUS_NOT_ALLOWED' }), 'Bitte melde dich an, um zu spenden. Jetzt anmelden'],
  ] as const;
  test.each(cases)('%s', async (_, reward, text) => {
    const { blocked, unmount } = await show(reward);
    expect(blocked.textContent).toBe(text);
    expect(blocked.querySelector('[data-testid="sign-in"]')!.getAttribute('href')).toBe('https://login.raeppli.test/anmelden');
    unmount();
  });
});

test('an identified member whose address lost hash and token is asked to sign in again', async () => {
  const { blocked, unmount } = await show(detail({}, { blocker: 'MISSING_HASH_TOKEN' }));
  expect(blocked.textContent).toBe('Deine Anmeldung ist unvollständig. Bitte melde dich noch einmal an, um Prämien einzulösen. Jetzt anmelden');
  unmount();
});

test('not enough Räppli: the server’s reward-specific message instead of the button', async () => {
  const { blocked, unmount } = await show(
    detail({ cost: 300 }, { blocker: 'INSUFFICIENT_FUNDS_REWARD', message: 'Dir fehlen noch 290 Räppli für diese Prämie.' }),
  );
  expect(blocked.textContent).toBe('Dir fehlen noch 290 Räppli für diese Prämie.');
  expect(blocked.getAttribute('data-tone')).toBe('refusal');
  unmount();
});

test('is_pur_abo=true without a subscription the server knows: the detail, the list’s hint and the card say it is not there yet, and offer none', async () => {
  const exclusive = detail({ id: 16, title: 'Konzertkarten im Festspielhaus', exclusive: true, cost: 250 }, { blocker: 'SUBSCRIBERS_ONLY' });
  const { blocked, unmount } = await show(exclusive, true);
  expect(blocked.getAttribute('data-kind')).toBe('locked');
  expect(blocked.textContent).toContain('Dein Abo ist bei uns noch nicht eingetragen.');
  unmount();

  const token = freshToken();
  openAt(`/me/rewards/vplus?collector_token=${token}&is_pur_abo=true`);
  stubApi({
    'GET /api/me': { body: me(token) },
    'GET /api/rewards': { body: { items: [{ ...exclusive, redeem: undefined, my: undefined }], subscriber: false } },
  });
  const list = await mountPage(
    <>
      <VplusHint />
      <CardStateBadge reward={{ id: 16, state: 'running', starts_at: null, exclusive: true, type: 'buy', cost: 250 }} />
    </>,
  );
  await until(() => expect(byTestId(list.container, 'vplus-hint')!.textContent).toContain('Dein Abo ist bei uns noch nicht eingetragen.'));
  expect(byTestId(list.container, 'vplus-subscribe')).toBeNull();
  await until(() => expect(byTestId(list.container, 'exclusive-badge')!.textContent).toBe(messages.shop.badge.locked));
  expect(messages.shop.badge.locked).toBe('Nur mit Abo');
  list.unmount();
});
