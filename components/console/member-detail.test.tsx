/** @jest-environment jsdom */
import { act } from 'react';
import type { ConsoleMemberDetail, ConsoleOrdersPage, ConsoleStatementPage } from '@/lib/contracts/console';
import type { ActivityEntry } from '@/lib/contracts/loyalty';
import messages from '@/messages/de.json';
import { render, texts } from '@/test/helpers/render';
import { MemberDetail } from './member-detail';

// A member's statement in the console (docs/console.md, Members): the first 50 lines come with the
// member, «Ältere Buchungen laden» appends the next page by the cursor, until there is none older, and
// «Ältere Bestellungen laden» the member's older orders
// (lib/client/use-older-pages.ts; audit-page-older.test.tsx covers a first page read again).
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const line = (id: number): ActivityEntry => ({ id, amount: id, kind: 'adjustment', reason: `Zeile ${id}`, created_at: '2026-11-20T09:00:00.000Z' });
const mockDetail = (ids: number[], nextBefore: number | null): ConsoleMemberDetail => ({
  member: {
    collector_token: 'tok-12345678',
    support_token: 'c12345678',
    username: 'anna',
    email: null,
    anonymous: false,
    points_available: 10,
    lifetime_earned: 10,
    lifetime_spent: 0,
    opted_out: false,
    subscriber: false,
    created_at: '2026-01-01T00:00:00.000Z',
    last_seen_at: null,
  },
  statement: { top: [], last: ids.map(line), next_before: nextBefore },
  orders: [],
  orders_next_before: null,
  badges: [],
});
let mockShown = mockDetail([9, 8], 8);
const mockPage = jest.fn<Promise<ConsoleStatementPage>, [string, number]>();
const mockOrdersPage = jest.fn<Promise<ConsoleOrdersPage>, [string, number]>();
jest.mock('@/lib/client/console-api', () => ({
  useMemberDetail: () => ({ data: mockShown, error: undefined, mutate: jest.fn() }),
  useConsoleMe: () => ({ data: { staff: { role: 'operator' } } }),
  memberStatementPage: (token: string, before: number) => mockPage(token, before),
  memberOrdersPage: (token: string, before: number) => mockOrdersPage(token, before),
  adjustMember: jest.fn(),
  eraseMember: jest.fn(),
  optInMember: (token: string) => mockOptIn(token),
}));
const mockOptIn = jest.fn<Promise<{ opted_out_at: null; was_opted_out_at: string | null }>, [string]>();

const label = messages.console.members.olderLines;
const reasons = (c: HTMLElement) => texts(c, '[data-testid="member-statement"] td:nth-child(2)');
const more = (c: HTMLElement) => [...c.querySelectorAll('button')].find((b) => b.textContent === label) ?? null;
const click = async (b: HTMLButtonElement) => {
  await act(async () => b.click());
  await act(() => new Promise<void>((r) => setTimeout(r, 0)));
};

beforeEach(() => {
  mockPage.mockReset();
  mockShown = mockDetail([9, 8], 8);
});

test('loads older lines by the cursor below the first ones, until there are none older', async () => {
  const { container, unmount } = await render(<MemberDetail token="tok-12345678" />);
  expect(reasons(container)).toEqual(['Zeile 9', 'Zeile 8']);
  mockPage.mockResolvedValueOnce({ items: [line(7), line(6)], next_before: 6 });
  await click(more(container)!);
  expect(mockPage).toHaveBeenLastCalledWith('tok-12345678', 8);
  expect(reasons(container)).toEqual(['Zeile 9', 'Zeile 8', 'Zeile 7', 'Zeile 6']);
  mockPage.mockResolvedValueOnce({ items: [line(5)], next_before: null });
  await click(more(container)!);
  expect(mockPage).toHaveBeenLastCalledWith('tok-12345678', 6);
  expect(reasons(container)).toEqual(['Zeile 9', 'Zeile 8', 'Zeile 7', 'Zeile 6', 'Zeile 5']);
  expect(more(container)).toBeNull();
  unmount();
});

test('shows no button when the first page is all, and says why loading failed', async () => {
  mockShown = mockDetail([2, 1], null);
  const first = await render(<MemberDetail token="tok-12345678" />);
  expect(more(first.container)).toBeNull();
  first.unmount();

  mockShown = mockDetail([9, 8], 8);
  const { container, unmount } = await render(<MemberDetail token="tok-12345678" />);
  mockPage.mockRejectedValueOnce(new Error('offline'));
  await click(more(container)!);
  expect(container.querySelector('[data-testid="statement-more-error"]')?.textContent).toBe(messages.errors.INTERNAL_ERROR);
  expect(reasons(container)).toEqual(['Zeile 9', 'Zeile 8']);
  unmount();
});

test('loads older orders the same way, below the newest ones', async () => {
  const order = (id: number) =>
    ({ id, state: 'done', created_at: '2026-11-20T09:00:00.000Z', reward: { title: `Prämie ${id}` } }) as unknown as ConsoleMemberDetail['orders'][number];
  mockShown = { ...mockDetail([2, 1], null), orders: [order(31), order(30)], orders_next_before: 30 };
  const { container, unmount } = await render(<MemberDetail token="tok-12345678" />);
  const titles = () => texts(container, '[data-testid="member-orders"] li').map((t) => t.split(' · ')[1]);
  expect(titles()).toEqual(['Prämie 31', 'Prämie 30']);
  mockOrdersPage.mockResolvedValueOnce({ items: [order(12)], next_before: null });
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === messages.console.members.olderOrders)!;
  await click(button);
  expect(mockOrdersPage).toHaveBeenLastCalledWith('tok-12345678', 30);
  expect(titles()).toEqual(['Prämie 31', 'Prämie 30', 'Prämie 12']);
  expect([...container.querySelectorAll('button')].some((b) => b.textContent === messages.console.members.olderOrders)).toBe(false);
  unmount();
});

test('«Wieder aufnehmen» is offered only where the opt-out is shown, asks first, and says what happened', async () => {
  const shown = messages.console.members.optIn;
  const first = await render(<MemberDetail token="tok-12345678" />);
  expect([...first.container.querySelectorAll('button')].some((b) => b.textContent === shown)).toBe(false);
  first.unmount();

  mockShown = { ...mockDetail([2, 1], null), member: { ...mockDetail([], null).member, opted_out: true } };
  const confirmSpy = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  mockOptIn.mockResolvedValueOnce({ opted_out_at: null, was_opted_out_at: '2026-11-02T09:00:00.000Z' });
  const { container, unmount } = await render(<MemberDetail token="tok-12345678" />);
  const button = () => [...container.querySelectorAll('button')].find((b) => b.textContent === shown)!;
  await click(button());
  expect(mockOptIn).not.toHaveBeenCalled();
  await click(button());
  expect(mockOptIn).toHaveBeenCalledWith('tok-12345678');
  expect(container.querySelector('[role="status"]')?.textContent).toBe(messages.console.members.optedIn);
  confirmSpy.mockRestore();
  unmount();
});
