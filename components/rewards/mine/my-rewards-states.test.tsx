/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import type { Order } from '@/lib/contracts/rewards';
import { byTestId, button, click, freshToken, me, mountPage, openAt, stubApi, until } from '@/test/helpers/member-page';
import { CouponDetail } from '@/components/rewards/coupon/coupon-detail';
import { PassDetail } from '@/components/rewards/pass/pass-detail';
import { MyRewardsTabs } from './my-rewards-tabs';

// What «Meine Prämien» and the coupon and pass pages say when there is nothing to show (docs/product.md
// §9.4, §2.1): the empty tabs, the way to sign in for an anonymous member (who asks for nothing), and
// a coupon page for a pass or a pass page for a coupon. The orders themselves, through the server,
// are e2e/my-rewards.spec.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const texts = messages.myRewards;
const pair = `hash=${'f'.repeat(64)}&token=sso-t`;
const order = (delivery: Order['reward']['delivery'], more: Partial<Order> = {}): Order =>
  ({
    id: 31,
    reward: { id: 4, title: 'Kaffee im Stadtcafé', image_url: null, type: 'buy', delivery, sponsor: null },
    units: 1,
    amount: 0,
    cost: 50,
    state: 'waiting',
    raffle_state: null,
    created_at: '2026-11-28T09:00:00.000Z',
    valid_until: '2026-12-28T23:00:00.000Z',
    active_until: null,
    used_at: null,
    coupon_code: null,
    external_url: null,
    can_cancel: false,
    prize: null,
    ...more,
  }) as Order;
beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => jest.restoreAllMocks());

test('an identified member without orders sees each tab’s empty state', async () => {
  const token = freshToken();
  openAt(`/me/profile/rewards?collector_token=${token}&${pair}`);
  const api = stubApi({
    'GET /api/me': { body: me(token) },
    'GET /api/me/sso': { body: { problem: null } },
    'GET /api/me/rewards': { body: { items: [], next_before: null } },
  });
  const { container, unmount } = await mountPage(<MyRewardsTabs />);
  await until(() => expect(byTestId(container, 'my-rewards-empty')?.textContent).toContain('Du hast noch keine Prämien eingelöst.'));
  await click(button(container, texts.tabRaffles));
  await until(() => expect(byTestId(container, 'my-rewards-empty')?.textContent).toContain('Du nimmst noch an keiner Verlosung teil.'));
  expect(api.of('GET', '/api/me/rewards').map((c) => c.query.get('tab'))).toEqual(['rewards', 'raffles']);
  unmount();
});

test.each([
  ['the list', '/me/profile/rewards', () => <MyRewardsTabs />, null],
  ['a coupon page', '/me/rewards/detail/coupon/1', () => <CouponDetail />, 'Gutscheine und Pässe kannst du nur angemeldet verwenden.'],
])('an anonymous member is asked to sign in on %s, and nothing of theirs is asked for', async (_, path, page, more) => {
  const token = freshToken();
  openAt(`${path}?collector_token=${token}`);
  const api = stubApi({
    'GET /api/me': { body: me(token, { anonymous: true, username: null }) },
    'GET /api/me/sso': { body: { problem: 'ANONYMOUS_NOT_ALLOWED' } },
  });
  const { container, unmount } = await mountPage(page());
  await until(() => expect(byTestId(container, 'login-hint')).not.toBeNull());
  const hint = byTestId(container, 'login-hint')!.textContent;
  expect(hint).toContain('Bitte melde dich an');
  expect(hint).toContain('sobald du angemeldet bist');
  if (more) expect(hint).toContain(more);
  expect(container.querySelector('[role="tablist"]')).toBeNull();
  expect(api.calls.filter((c) => /^\/api\/me\/(rewards|orders)/.test(c.path))).toEqual([]);
  unmount();
});

test.each([
  [
    'a coupon page for a pass',
    '/me/rewards/detail/coupon/31',
    () => <CouponDetail />,
    'custom',
    'Das ist kein Gutschein. Du findest die Prämie unter «Meine Prämien».',
  ],
  [
    'a pass page for a coupon',
    '/me/rewards/detail/custom/31',
    () => <PassDetail />,
    'coupon',
    'Das ist kein Pass. Du findest die Prämie unter «Meine Prämien».',
  ],
] as const)('%s says what the page is for', async (_, path, page, delivery, text) => {
  const token = freshToken();
  openAt(`${path}?collector_token=${token}&${pair}`);
  stubApi({ 'GET /api/me': { body: me(token) }, 'GET /api/me/sso': { body: { problem: null } }, 'GET /api/me/orders/31': { body: order(delivery) } });
  const { container, unmount } = await mountPage(page());
  await until(() => expect(byTestId(container, 'order-problem')?.textContent).toBe(text));
  unmount();
});

test('a coupon redeemed while the connection is gone: a clear message in the activation modal, nothing redeemed', async () => {
  const token = freshToken();
  openAt(`/me/rewards/detail/coupon/31?collector_token=${token}&${pair}`);
  const api = stubApi({
    'GET /api/me': { body: me(token) },
    'GET /api/me/sso': { body: { problem: null } },
    'GET /api/me/orders/31': { body: order('coupon') },
    'POST /api/me/orders/31/redeem': 'offline',
  });
  const { container, unmount } = await mountPage(<CouponDetail />);
  await until(() => expect(button(container, texts.coupon.redeem)).toBeDefined());
  await click(button(container, texts.coupon.redeem));
  const dialog = byTestId(document, 'redeem-dialog')!;
  await click(button(dialog, texts.coupon.modalConfirm));
  await until(() =>
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
    ),
  );
  expect(api.of('POST', '/api/me/orders/31/redeem')).toHaveLength(1);
  expect(byTestId(container, 'coupon-code')).toBeNull();
  unmount();
});
