/** @jest-environment jsdom */
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { freshRoot } from '@/test/helpers/jsdom-root';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { DonationStep } from './donation-step';

// Keys stand for the texts (next-intl ships ESM only); donation-amount.test.ts checks the German ones.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));

const fund = { title: 'Tafel Vorarlberg', type: 'fund', redeem: { max_units: 200 } } as unknown as RewardDetail;

const mount = freshRoot();
let next: jest.Mock;
beforeEach(() => {
  next = jest.fn();
});

function show(value: number) {
  flushSync(() => mount.root.render(<DonationStep titleRef={createRef()} reward={fund} balance={200} value={value} onChange={() => undefined} onNext={next} onCancel={() => undefined} />));
  const submit = mount.container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { problem: mount.container.querySelector('[data-testid="redeem-amount-problem"]')?.textContent ?? null, submit };
}

test('an emptied amount field says what is missing, and "Weiter" waits (also on Enter)', () => {
  const { problem, submit } = show(Number.NaN);
  expect(problem).toBe('donation.empty');
  expect(submit.disabled).toBe(true);
  expect(mount.container.querySelector('[data-testid="redeem-amount"]')!.getAttribute('aria-invalid')).toBe('true');
  flushSync(() => mount.container.querySelector('form')!.requestSubmit());
  expect(next).not.toHaveBeenCalled();
});

test('a message exactly while "Weiter" waits: none for a valid amount, one for each wrong one', () => {
  expect(show(25)).toMatchObject({ problem: null, submit: { disabled: false } });
  for (const [value, key] of [[0, 'donation.atLeast'], [12.5, 'donation.whole'], [201, 'donation.atMost']] as const) {
    expect(show(value)).toMatchObject({ problem: key, submit: { disabled: true } });
  }
});
