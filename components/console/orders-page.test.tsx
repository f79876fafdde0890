/** @jest-environment jsdom */
import { act } from 'react';
import type { ConsoleOrder } from '@/lib/contracts/console';
import type { OrderActionResult } from '@/lib/contracts/rewards';
import { ApiClientError } from '@/lib/client/api-error';
import messages from '@/messages/de.json';
import { render, texts } from '@/test/helpers/render';
import { OrdersPage } from './orders-page';

// The order queue (docs/console.md, Orders): after every action, done or refused, the list is read again,
// since a refusal mostly means a colleague moved the order meanwhile; the notice stays.
const order = (state: ConsoleOrder['state']): ConsoleOrder => ({
  id: 7,
  reward: { id: 3, title: 'Konsolentasse', image_url: null, type: 'none', delivery: 'delivery', sponsor: null },
  units: 1,
  amount: 1,
  cost: 100,
  state,
  raffle_state: null,
  created_at: '2026-03-07T08:05:00.000Z',
  valid_until: null,
  active_until: null,
  used_at: null,
  coupon_code: null,
  external_url: null,
  can_cancel: state === 'waiting',
  prize: null,
  member: { collector_token: 'token-0000000012345678', support_token: 'c12345678', username: 'anna', email: null },
  contact: { address: { firstname: 'Anna', lastname: 'Muster', street: 'Rheingasse', street_nr: '1', postcode: '4058', city: 'Basel', country: 'CH' } },
});

type List = { items: ConsoleOrder[]; total: number };
let mockList: List;
// What the server holds now: read when the page asks the list again (SWR's mutate).
let mockServer: List;
const mockMutate = jest.fn(async () => {
  mockList = mockServer;
  return mockList;
});
const mockMove = jest.fn((id: number, event: string): Promise<OrderActionResult> => Promise.reject(new Error(`unexpected ${id} ${event}`)));

jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('@/lib/client/console-api', () => ({
  useConsoleOrders: () => ({ data: mockList, mutate: () => mockMutate() }),
  moveConsoleOrder: (id: number, event: string) => mockMove(id, event),
  consoleOrdersPath: () => '/orders?state=waiting&offset=0&limit=50',
}));

const notice = (c: HTMLElement) => c.querySelector('[data-testid="orders-notice"]');
const row = (c: HTMLElement) => ({ state: texts(c, 'tr[data-order-id="7"] td:nth-child(6)')[0], actions: texts(c, 'tr[data-order-id="7"] button') });
const button = (c: HTMLElement, label: string) =>
  [...c.querySelectorAll<HTMLButtonElement>('tr[data-order-id="7"] button')].find((b) => b.textContent === label)!;
/** Lets pending answers arrive and React render them. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  mockList = { items: [order('waiting')], total: 1 };
  mockMutate.mockClear();
  mockMove.mockClear();
});

describe('the order queue', () => {
  it('a refused action shows the API’s message and reads the list again, which keeps the message', async () => {
    const { container, unmount } = await render(<OrdersPage />);
    expect(row(container)).toEqual({ state: 'offen', actions: ['Versendet', 'Stornieren'] });
    // a colleague sent it meanwhile: the server refuses, and now holds it as done
    mockServer = { items: [order('done')], total: 1 };
    mockMove.mockRejectedValueOnce(new ApiClientError(409, 'INVALID_TRANSITION', messages.errors.INVALID_TRANSITION, '/orders/7/state'));

    await act(async () => button(container, 'Versendet').click());
    await settle();
    expect(mockMove).toHaveBeenCalledWith(7, 'complete');
    expect(mockMutate).toHaveBeenCalledTimes(1);
    expect(notice(container)?.textContent).toBe('Dieser Statuswechsel ist nicht möglich.');
    expect(notice(container)?.getAttribute('data-tone')).toBe('error');
    expect(row(container)).toEqual({ state: 'erledigt', actions: [] });
    unmount();
  });

  it('keeps the order’s buttons disabled until the list is read again', async () => {
    const { container, unmount } = await render(<OrdersPage />);
    mockServer = { items: [order('done')], total: 1 };
    let reread!: () => void;
    mockMutate.mockImplementationOnce(
      () =>
        new Promise<List>((resolve) => {
          reread = () => {
            mockList = mockServer;
            resolve(mockList);
          };
        }),
    );
    mockMove.mockRejectedValueOnce(new ApiClientError(409, 'INVALID_TRANSITION', messages.errors.INVALID_TRANSITION, '/orders/7/state'));

    await act(async () => button(container, 'Versendet').click());
    await settle();
    expect(notice(container)?.textContent).toBe('Dieser Statuswechsel ist nicht möglich.');
    expect(button(container, 'Stornieren').disabled).toBe(true);

    await act(async () => reread());
    await settle();
    expect(row(container)).toEqual({ state: 'erledigt', actions: [] });
    expect(notice(container)?.textContent).toBe('Dieser Statuswechsel ist nicht möglich.');
    unmount();
  });

  it('a successful action says so and reads the list again too', async () => {
    const { container, unmount } = await render(<OrdersPage />);
    mockServer = { items: [order('done')], total: 1 };
    mockMove.mockResolvedValueOnce({ order: order('done'), balance: 0, premium_until: null });

    await act(async () => button(container, 'Versendet').click());
    await settle();
    expect(mockMutate).toHaveBeenCalledTimes(1);
    expect(notice(container)?.textContent).toBe('Bestellung 7: erledigt.');
    expect(notice(container)?.getAttribute('data-tone')).toBe('ok');
    expect(row(container)).toEqual({ state: 'erledigt', actions: [] });
    unmount();
  });
});
