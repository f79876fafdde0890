/** @jest-environment jsdom */
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import messages from '@/messages/de.json';
import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { amountStepHarness, expectOnlyTheWayOut } from '@/test/helpers/amount-step';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { DonationStep } from './donation-step';

// The German texts (test/helpers/next-intl-de.ts: plain texts and {name} arguments; ICU stays as written).
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));

const texts = messages.redeem.donation;
const fund = (redeem: Partial<RedeemCheck> = {}): RewardDetail => ({
  ...rewardDetail,
  title: 'Tafel Vorarlberg',
  type: 'fund',
  stock: null,
  stock_left: null,
  fund: { goal: null, total: 0 },
  redeem: { ...openCheck, required_contact: [], unit_cost: 1, max_units: 200, ...redeem },
});

const step = amountStepHarness();
const { mount } = step;

function show(value: number, reward = fund()) {
  flushSync(() =>
    mount.root.render(
      <DonationStep titleRef={createRef()} reward={reward} balance={200} value={value} onChange={() => undefined} onNext={step.next} onCancel={step.cancel} />,
    ),
  );
  const submit = mount.container.querySelector<HTMLButtonElement>('button[type="submit"]');
  return { problem: mount.container.querySelector('[data-testid="redeem-amount-problem"]')?.textContent ?? null, submit };
}
const enter = () => flushSync(() => mount.container.querySelector('form')!.requestSubmit());

test('an emptied amount field says what is missing, and "Weiter" waits (also on Enter)', () => {
  const { problem, submit } = show(Number.NaN);
  expect(problem).toBe(texts.empty);
  expect(submit!.disabled).toBe(true);
  expect(mount.container.querySelector('[data-testid="redeem-amount"]')!.getAttribute('aria-invalid')).toBe('true');
  enter();
  expect(step.next).not.toHaveBeenCalled();
});

test('a message exactly while "Weiter" waits: none for a valid amount, one for each wrong one, read on the button too', () => {
  const valid = show(25);
  expect(valid).toMatchObject({ problem: null, submit: { disabled: false } });
  expect(valid.submit!.getAttribute('aria-describedby')).toBeNull();
  for (const [value, text] of [
    [0, texts.atLeast],
    [0.5, texts.whole],
    [12.5, texts.whole],
    [201, texts.atMost],
  ] as const) {
    const wrong = show(value);
    expect(wrong).toMatchObject({ problem: text, submit: { disabled: true } });
    expect(wrong.submit!.getAttribute('aria-describedby')).toBe('redeem-donation-problem');
  }
});

test('a valid amount goes on with Enter', () => {
  show(25);
  enter();
  expect(step.next).toHaveBeenCalledTimes(1);
});

describe('nothing to give', () => {
  const cases: [string, RewardDetail, string][] = [
    ['the balance covers no donated Räppli', fund({ max_units: 0 }), texts.none],
    [
      'the server says what is missing',
      fund({ max_units: 0, blocker: 'INSUFFICIENT_FUNDS_DONATION', message: 'Für diese Spende fehlen dir 1 Räppli.' }),
      'Für diese Spende fehlen dir 1 Räppli.',
    ],
    ['the fund closed meanwhile', fund({ blocker: 'CANNOT_BE_FUNDED', message: null }), messages.errors.CANNOT_BE_FUNDED],
  ];

  test.each(cases)('%s: it says so, with no "höchstens 0", no field and no "Weiter"; only the way out', (_, reward, why) => {
    const { problem, submit } = show(1, reward);
    expect(mount.container.querySelector('[data-testid="redeem-none"]')!.textContent).toBe(why);
    expect(problem).toBeNull();
    expect(mount.container.textContent).not.toMatch(/Höchstens 0|höchstens 0/);
    expect(mount.container.querySelector('[data-testid="redeem-amount"]')).toBeNull();
    expect(submit).toBeNull();
    enter();
    expect(step.next).not.toHaveBeenCalled();
    expectOnlyTheWayOut(mount.container, step.cancel);
  });
});
