/** @jest-environment jsdom */
import { act } from 'react';
import type { AuditEntry } from '@/lib/contracts/console';
import { ApiClientError } from '@/lib/client/api-error';
import messages from '@/messages/de.json';
import { render, texts } from '@/test/helpers/render';
import { AuditPage } from './audit-page';

// «Ältere laden» under the audit log (docs/console.md, Audit log): the next page by the API's cursor
// (`next_before`, asked as `before`), appended, with the same filter; a new filter starts from the newest.
type Page = { items: AuditEntry[]; next_before: number | null };
const entry = (id: number, resource: string): AuditEntry => ({
  id,
  at: '2026-03-07T08:05:00.000Z',
  staff: { id: 1, email: 'admin@raeppli.example' },
  action: `${resource}.update`,
  resource,
  resource_id: String(id),
  before: null,
  after: null,
});
const page = (ids: number[], nextBefore: number | null, resource = 'reward'): Page => ({
  items: ids.map((id) => entry(id, resource)),
  next_before: nextBefore,
});

// The first page per filter (what useAuditLog answers); older pages come through consoleFetch.
const mockFirstPages: Record<string, Page> = { '': page([6, 5], 5), post: page([12, 11], 11, 'post') };
const mockAsk = jest.fn((path: string): Promise<Page> => Promise.reject(new Error(`unexpected ${path}`)));

jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('@/lib/client/console-api', () => ({
  auditPath: jest.requireActual('@/lib/client/console-api').auditPath,
  useAuditLog: (filter: { resource?: string }) => ({ data: mockFirstPages[filter.resource ?? ''] }),
  consoleFetch: (path: string) => mockAsk(path),
}));

const labels = messages.console.audit;
/** The record numbers of the rows shown ("Prämien: geändert #6" → 6). */
const ids = (c: HTMLElement) => texts(c, 'tbody tr td:nth-child(3)').map((s) => Number(s.slice(s.lastIndexOf('#') + 1)));
const moreButton = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('button[type="button"]');
/** What the nth request for older entries asked: its path and query. */
const asked = (n: number) => {
  const [path, query] = mockAsk.mock.calls[n]![0].split('?');
  return { path, ...Object.fromEntries(new URLSearchParams(query)) };
};
/** Lets pending answers arrive and React render them. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const click = async (button: HTMLButtonElement) => {
  await act(async () => button.click());
  await settle();
};
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeEach(() => mockAsk.mockClear());

describe('older audit entries', () => {
  it('loads the next page by the cursor while saying so, appends it, and is gone once there are no older entries', async () => {
    const { container, unmount } = await render(<AuditPage />);
    expect(ids(container)).toEqual([6, 5]);
    expect(moreButton(container)?.textContent).toBe('Ältere laden');

    const second = deferred<Page>();
    mockAsk.mockReturnValueOnce(second.promise);
    await act(async () => moreButton(container)!.click());
    expect(asked(0)).toEqual({ path: '/audit', before: '5', limit: '100' });
    expect(moreButton(container)?.getAttribute('aria-busy')).toBe('true');
    expect(moreButton(container)?.textContent).toBe(messages.console.loading);
    // a second click while it loads asks nothing more
    await act(async () => moreButton(container)!.click());
    expect(mockAsk).toHaveBeenCalledTimes(1);

    await act(async () => second.resolve(page([4, 3], 3)));
    await settle();
    expect(ids(container)).toEqual([6, 5, 4, 3]);
    expect(moreButton(container)?.getAttribute('aria-busy')).toBe('false');
    expect(moreButton(container)?.textContent).toBe(labels.more);

    mockAsk.mockResolvedValueOnce(page([2, 1], null));
    await click(moreButton(container)!);
    expect(asked(1)).toEqual({ path: '/audit', before: '3', limit: '100' });
    expect(ids(container)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(moreButton(container)).toBeNull();
    expect(mockAsk).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('shows the API’s German words beside the button when loading fails, and tries again', async () => {
    const { container, unmount } = await render(<AuditPage />);
    mockAsk.mockRejectedValueOnce(new ApiClientError(403, 'FORBIDDEN', messages.errors.FORBIDDEN, '/audit'));
    await click(moreButton(container)!);
    expect(container.querySelector('[data-testid="audit-more-error"]')?.textContent).toBe('Dafür fehlt dir die Berechtigung.');
    expect(ids(container)).toEqual([6, 5]);
    expect(moreButton(container)?.textContent).toBe(labels.more);

    mockAsk.mockResolvedValueOnce(page([4, 3], 3));
    await click(moreButton(container)!);
    expect(asked(1)).toEqual({ path: '/audit', before: '5', limit: '100' });
    expect(container.querySelector('[data-testid="audit-more-error"]')).toBeNull();
    expect(ids(container)).toEqual([6, 5, 4, 3]);
    unmount();
  });

  it('starts from the newest again when the filter changes, and asks older entries with that filter', async () => {
    const { container, unmount } = await render(<AuditPage />);
    mockAsk.mockResolvedValueOnce(page([4, 3], 3));
    await click(moreButton(container)!);
    expect(ids(container)).toEqual([6, 5, 4, 3]);

    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = 'post';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    expect(ids(container)).toEqual([12, 11]);

    mockAsk.mockResolvedValueOnce(page([10], null, 'post'));
    await click(moreButton(container)!);
    expect(asked(1)).toEqual({ path: '/audit', resource: 'post', before: '11', limit: '100' });
    expect(ids(container)).toEqual([12, 11, 10]);
    expect(moreButton(container)).toBeNull();
    unmount();
  });

  it('drops the older pages when the first page is read again and no longer ends where they went on', async () => {
    const { container, unmount } = await render(<AuditPage />);
    mockAsk.mockResolvedValueOnce(page([4, 3], 3));
    await click(moreButton(container)!);
    expect(ids(container)).toEqual([6, 5, 4, 3]);

    // 8 and 7 were written meanwhile: the first page read again is 8, 7 and goes on before 7
    const firstBefore = mockFirstPages[''];
    mockFirstPages[''] = page([8, 7], 7);
    const input = container.querySelector<HTMLInputElement>('input')!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '1');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(ids(container)).toEqual([8, 7]);
    mockAsk.mockResolvedValueOnce(page([6, 5], 5));
    await click(moreButton(container)!);
    expect(asked(1)).toEqual({ path: '/audit', before: '7', limit: '100' });
    expect(ids(container)).toEqual([8, 7, 6, 5]);
    mockFirstPages[''] = firstBefore!;
    unmount();
  });

  it('drops a page that arrives after the filter changed', async () => {
    const { container, unmount } = await render(<AuditPage />);
    const late = deferred<Page>();
    mockAsk.mockReturnValueOnce(late.promise);
    await act(async () => moreButton(container)!.click());

    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = 'post';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await act(async () => late.resolve(page([4, 3], 3)));
    await settle();
    expect(ids(container)).toEqual([12, 11]);
    expect(moreButton(container)?.getAttribute('aria-busy')).toBe('false');
    expect(moreButton(container)?.textContent).toBe(labels.more);
    unmount();
  });
});
