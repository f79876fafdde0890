/** @jest-environment jsdom */
import messages from '@/messages/de.json';
import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { byTestId, button, click, field, freshToken, mountPage, openAt, refusal, stubApi, submit, type, until, type Routes } from '@/test/helpers/member-page';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { RedeemDialog } from './redeem-dialog';

// What the redeem dialog says before and after it asks the server (docs/product.md §5.9, §9.2): a
// missing or wrong e-mail, a missing address field, terms not accepted, a donation over the most
// (with the number as the app writes it), and a refused confirm with «Erneut versuchen», whose closing
// gives the hold back. The other wrong ticket counts and donation amounts are tickets-step.test.tsx's
// and donation-step.test.tsx's; the redeems through the server, e2e/rewards-redeem.spec.ts's.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/intl'));
jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);

const texts = messages.redeem;
const reward = (more: Partial<RewardDetail>, redeem: Partial<RedeemCheck> = {}): RewardDetail => ({
  ...rewardDetail,
  ...more,
  redeem: { ...openCheck, ...redeem },
});
const cinema = reward(
  { id: 7, title: 'Kinogutschein für zwei', delivery: 'digital', cost: 300 },
  { required_contact: ['email'], unit_cost: 300, max_units: 1 },
);
const cookbook = reward({ id: 8, title: 'Ländle-Kochbuch', delivery: 'delivery', cost: 450 }, { required_contact: ['address'], unit_cost: 450, max_units: 1 });
const weekend = reward(
  {
    id: 9,
    title: 'Wochenende am Bodensee',
    type: 'raffle',
    stock: null,
    stock_left: null,
    raffle: { winners: 1, tickets_total: 10, participants: 3, seed_hash: 'h', drawn_at: null },
  },
  { required_contact: ['email', 'accept_terms'], unit_cost: 20, max_units: 15 },
);
const tafel = reward(
  { id: 11, title: 'Tafel Vorarlberg', type: 'fund', stock: null, stock_left: null, cost: 1, fund: { goal: 5000, total: 0 } },
  { required_contact: [], unit_cost: 1, max_units: 1234 },
);
const mug = reward({ id: 10, title: 'Räppli-Tasse', delivery: 'pickup', cost: 100 }, { required_contact: [], unit_cost: 100, max_units: 1 });
beforeEach(() => jest.spyOn(Math, 'random').mockReturnValue(0));
afterEach(() => jest.restoreAllMocks());

/** The dialog as the detail page opens it for an identified member; nothing known from earlier orders. */
async function open(detail: RewardDetail, routes: Routes = {}) {
  const collectorToken = freshToken();
  openAt(`/me/rewards/detail/${detail.id}?collector_token=${collectorToken}&hash=${'e'.repeat(64)}&token=sso-t`);
  const api = stubApi({ 'GET /api/me/contact': { body: { address: null, email: null, telephone: null } }, ...routes });
  const onClose = jest.fn();
  const page = await mountPage(
    <RedeemDialog reward={detail} session={{ collectorToken, hash: 'e'.repeat(64), token: 'sso-t' }} balance={510} onClose={onClose} />,
  );
  return { ...page, api, onClose, dialog: () => document.querySelector<HTMLElement>('[role="dialog"]')! };
}
const error = () => byTestId(document, 'redeem-error')?.textContent;
const spends = (api: { calls: { method: string; path: string }[] }) => api.calls.filter((c) => c.method !== 'GET');

test('a digital reward: no e-mail address is named and marked, and nothing is sent', async () => {
  const { api, dialog, unmount } = await open(cinema);
  await submit(dialog().querySelector('form'));
  expect(error()).toBe('Bitte gib deine E-Mail-Adresse an.');
  expect(field(dialog(), texts.confirm.email).getAttribute('aria-invalid')).toBe('true');
  expect(spends(api)).toEqual([]);
  unmount();
});

test('a digital reward: an e-mail address without @ is refused before it is sent', async () => {
  const { api, dialog, unmount } = await open(cinema);
  await type(field(dialog(), texts.confirm.email), 'kein-at-zeichen');
  await submit(dialog().querySelector('form'));
  expect(error()).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  expect(spends(api)).toEqual([]);
  unmount();
});

test('a shipped reward: a missing address field is named and marked, and «Weiter» stays on the address', async () => {
  const { api, dialog, unmount } = await open(cookbook);
  for (const [label, value] of [
    ['Vorname', 'Erika'],
    ['Nachname', 'Muster'],
    ['Straße', 'Seestraße'],
    ['Nr.', '12a'],
    ['PLZ', '6900'],
  ])
    await type(field(dialog(), label!), value!);
  await click(button(dialog(), texts.next));
  expect(error()).toBe('Bitte fülle alle Felder aus.');
  expect(field(dialog(), 'Ort').getAttribute('aria-invalid')).toBe('true');
  expect(field(dialog(), 'Vorname').getAttribute('aria-invalid')).toBeNull();
  expect(byTestId(document, 'redeem-step-address')).not.toBeNull();
  expect(spends(api)).toEqual([]);
  unmount();
});

test('raffle tickets: the terms not accepted are named and marked, and nothing is sent', async () => {
  const { api, dialog, unmount } = await open(weekend);
  await click(button(dialog(), texts.next));
  await until(() => expect(byTestId(document, 'redeem-step-confirm')).not.toBeNull());
  await type(field(dialog(), texts.confirm.email), 'glueck@example.org');
  await submit(dialog().querySelector('form'));
  expect(error()).toBe('Bitte stimme den Teilnahmebedingungen zu.');
  expect(dialog().querySelector('input[type="checkbox"]')!.getAttribute('aria-invalid')).toBe('true');
  expect(field(dialog(), texts.confirm.email).getAttribute('aria-invalid')).toBeNull();
  expect(spends(api)).toEqual([]);
  unmount();
});

test('a donation over what the member can give names the most, as a number, and «Weiter» waits', async () => {
  const { api, dialog, unmount } = await open(tafel);
  await type(byTestId<HTMLInputElement>(dialog(), 'redeem-amount')!, '1235');
  expect(byTestId(dialog(), 'redeem-amount-problem')!.textContent).toBe('Du kannst höchstens 1.234 Räppli spenden.');
  expect(button(dialog(), texts.next)!.disabled).toBe(true);
  expect(spends(api)).toEqual([]);
  unmount();
});

test('a refused confirm shows the server’s words and «Erneut versuchen»; closing releases the held reservation', async () => {
  const held = { reservation_id: '5b7f1c2e-6c1d-4d3a-9a51-0c1d2e3f4a5b', expires_at: '2026-12-01T10:15:00.000Z', cost: 100 };
  const { api, dialog, onClose, unmount } = await open(mug, {
    'POST /api/rewards/10/reserve': { status: 201, body: held },
    [`POST /api/reservations/${held.reservation_id}/confirm`]: refusal(409, 'PAYMENT_FAILED', messages.errors.PAYMENT_FAILED),
    [`DELETE /api/reservations/${held.reservation_id}`]: { body: { reservation_id: held.reservation_id, state: 'released' } },
  });
  await submit(dialog().querySelector('form'));
  await until(() => expect(error()).toMatch(/^Die Zahlung ist fehlgeschlagen/));
  expect(byTestId(document, 'redeem-submit')!.textContent).toBe('Erneut versuchen');
  expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  await click(button(dialog(), texts.cancel));
  await until(() => expect(api.of('DELETE', `/api/reservations/${held.reservation_id}`)).toHaveLength(1));
  expect(onClose).toHaveBeenCalledTimes(1);
  unmount();
});
