/** @jest-environment jsdom */
import { act } from 'react';
import type { VoucherCodeCheck } from '@/lib/contracts/vouchers';
import { CODE_CHECK_STATES, type CodeCheckState } from '@/lib/domain/vouchers';
import { ApiClientError } from '@/lib/client/api-error';
import messages from '@/messages/de.json';
import { render } from '@/test/helpers/render';
import { VoucherCodeCheckCard } from './voucher-code-check';

// «Gutscheincode prüfen» (docs/vouchers.md, Console): every state of the answer in its own words,
// the limits only while the code works, the field's problem in the server's words for it, and only
// the newest check's answer shown.
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));
const mockCheck = jest.fn<Promise<VoucherCodeCheck>, [string]>();
jest.mock('@/lib/client/console-api', () => ({ checkVoucherCode: (code: string) => mockCheck(code) }));

const texts = messages.console.members.voucher;
const answer = (state: CodeCheckState, more: Partial<VoucherCodeCheck['campaign']> = {}): VoucherCodeCheck => ({
  state,
  code: { hint: '9TZE', batch: 2, uses: 0, created_at: '2026-11-01T08:00:00.000Z' },
  campaign: {
    id: 7,
    title: 'Flyer Stadtlauf',
    kind: 'single',
    points: 30,
    reward_title: null,
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-01T00:00:00.000Z',
    max_redemptions: 500,
    per_member_limit: null,
    redemptions: 3,
    ...more,
  },
  redemptions: [],
});

async function checkOnce(container: HTMLElement, code: string) {
  const input = container.querySelector('input')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => container.querySelector('form')!.requestSubmit());
}
const result = (c: HTMLElement) => c.querySelector('[data-testid="voucher-check-result"]');

beforeEach(() => mockCheck.mockReset());

test('says each state in its own words, and the member’s limits only while the code works', async () => {
  const { container, unmount } = await render(<VoucherCodeCheckCard />);
  const said: Record<string, string> = {};
  for (const state of CODE_CHECK_STATES) {
    mockCheck.mockResolvedValueOnce(answer(state));
    await checkOnce(container, '7KQ4-M2XD-0RBN-9TZE');
    expect(result(container)?.getAttribute('data-state')).toBe(state);
    said[state] = result(container)!.querySelector('[data-tone]')!.textContent!;
    expect(result(container)!.textContent!.includes(texts.limits)).toBe(state === 'open');
  }
  // the dated ones carry their date, the others their text as written
  expect(said.used_up).toBe(texts.states.used_up);
  expect(said.not_started).toMatch(/^Die Aktion beginnt erst am \d/);
  expect(said.ended).toMatch(/^Die Aktion ist am \d/);
  for (const state of ['open', 'redeemed', 'unpublished', 'archived'] as const) expect(said[state]).toBe(texts.states[state]);
  expect(new Set(Object.values(said)).size).toBe(CODE_CHECK_STATES.length);
  unmount();
});

test('names a reward, a shared code and the campaign’s limit per member', async () => {
  const { container, unmount } = await render(<VoucherCodeCheckCard />);
  mockCheck.mockResolvedValueOnce(answer('open', { kind: 'shared', points: null, reward_title: 'Kaffee im Stadtcafé', per_member_limit: 2 }));
  await checkOnce(container, 'HERB-ST26-ZTNG-2026');
  expect(mockCheck).toHaveBeenLastCalledWith('HERB-ST26-ZTNG-2026');
  const text = result(container)!.textContent!;
  expect(text).toContain('Prämie: Kaffee im Stadtcafé');
  expect(text).toContain(texts.shared);
  expect(text).toContain(texts.sharedOnce);
  expect(text).toContain(texts.limitsPerMember.slice(0, 40));
  unmount();
});

test('shows the server’s words for the field, marks it, and shows only the newest answer', async () => {
  const { container, unmount } = await render(<VoucherCodeCheckCard />);
  mockCheck.mockRejectedValueOnce(
    new ApiClientError(400, 'VALIDATION_FAILED', messages.errors.VALIDATION_FAILED, '/voucher-codes/check', [
      { path: 'code', message: messages.validation.voucherCodeShape },
    ]),
  );
  await checkOnce(container, 'FEST');
  expect(container.querySelector('[role="alert"]')?.textContent).toBe(messages.validation.voucherCodeShape);
  expect(container.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
  expect(result(container)).toBeNull();

  // a slow first answer that arrives after a second one is dropped
  let slow!: (v: VoucherCodeCheck) => void;
  mockCheck.mockReturnValueOnce(new Promise((resolve) => (slow = resolve)));
  await checkOnce(container, '7KQ4-M2XD-0RBN-9TZE');
  mockCheck.mockResolvedValueOnce(answer('redeemed'));
  await checkOnce(container, '7KQ4-M2XD-0RBN-9TZF');
  await act(async () => slow(answer('open')));
  expect(result(container)?.getAttribute('data-state')).toBe('redeemed');
  expect(container.querySelector('input')!.getAttribute('aria-invalid')).toBeNull();
  unmount();
});

test('a code of the right shape that was never made: the server’s 404 in the team’s words, and no result', async () => {
  const { container, unmount } = await render(<VoucherCodeCheckCard />);
  mockCheck.mockRejectedValueOnce(new ApiClientError(404, 'VOUCHER_INVALID', messages.consoleErrors.VOUCHER_INVALID, '/voucher-codes/check'));
  await checkOnce(container, '0000-0000-0000-0000');
  expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/^Diesen Code gibt es bei uns nicht\./);
  expect(result(container)).toBeNull();
  unmount();
});
