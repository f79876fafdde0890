/** @jest-environment jsdom */
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import messages from '@/messages/de.json';
import type { RedeemCheck, RewardDetail } from '@/lib/contracts/rewards';
import { amountStepHarness, expectOnlyTheWayOut } from '@/test/helpers/amount-step';
import { openCheck, rewardDetail } from '@/test/helpers/reward-detail';
import { TicketsStep } from './tickets-step';

// The German texts (test/helpers/next-intl-de.ts: plain texts and {name} arguments; ICU stays as written).
jest.mock('next-intl', () => jest.requireActual('@/test/helpers/next-intl-de'));

const texts = messages.redeem.tickets;
const raffle = (redeem: Partial<RedeemCheck> = {}, more: Partial<RewardDetail> = {}): RewardDetail => ({
  ...rewardDetail,
  title: 'Wochenende am Bodensee',
  type: 'raffle',
  stock: null,
  stock_left: null,
  raffle: { winners: 1, tickets_total: 10, participants: 3, seed_hash: 'h', drawn_at: null },
  ...more,
  redeem: { ...openCheck, unit_cost: 20, max_units: 12, ...redeem },
});

const step = amountStepHarness();
const { mount } = step;

function open(reward = raffle()) {
  flushSync(() =>
    mount.root.render(
      <TicketsStep titleRef={createRef()} reward={reward} balance={240} value={1} onChange={() => undefined} onNext={step.next} onCancel={step.cancel} />,
    ),
  );
}
const find = <T extends HTMLElement = HTMLElement>(selector: string) => mount.container.querySelector<T>(selector);
const field = () => find<HTMLInputElement>('#redeem-tickets');
const submit = () => find<HTMLButtonElement>('button[type="submit"]');
const problem = () => find('[data-testid="redeem-tickets-problem"]')?.textContent ?? null;
const enter = () => flushSync(() => find<HTMLFormElement>('form')!.requestSubmit());

/** Types into the field as a member does: React hears the input event. */
function type(text: string) {
  const input = field()!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  flushSync(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

test('a wrong count says why as soon as it is typed, and "Weiter" waits, with the reason read on it too', () => {
  open();
  expect(problem()).toBeNull();
  expect(submit()!.disabled).toBe(false);
  expect(submit()!.getAttribute('aria-describedby')).toBeNull();
  for (const [typed, why] of [
    ['0.5', texts.whole],
    ['2.5', texts.whole],
    ['0', texts.atLeast],
    ['-3', texts.atLeast],
    ['', texts.atLeast],
  ] as const) {
    type(typed);
    expect({ typed, problem: problem(), disabled: submit()!.disabled }).toEqual({ typed, problem: why, disabled: true });
    expect(field()!.getAttribute('aria-invalid')).toBe('true');
    expect(submit()!.getAttribute('aria-describedby')).toBe('redeem-tickets-problem');
    expect(find('[data-testid="redeem-tickets-cost"]')!.textContent).toBe('–');
  }
  type('3');
  expect(problem()).toBeNull();
  expect(submit()!.disabled).toBe(false);
  expect(field()!.getAttribute('aria-invalid')).toBeNull();
});

test('when the most drops while the step is open, the field shows the new most and "Weiter" buys that', () => {
  const changed = jest.fn();
  const render = (maxUnits: number) =>
    flushSync(() =>
      mount.root.render(
        <TicketsStep
          titleRef={createRef()}
          reward={raffle({ max_units: maxUnits })}
          balance={240}
          value={1}
          onChange={changed}
          onNext={step.next}
          onCancel={step.cancel}
        />,
      ),
    );
  render(12);
  type('9');
  render(5);
  expect(field()!.value).toBe('5');
  expect(find('[data-testid="redeem-tickets-max"]')!.textContent).toBe(texts.clamped);
  enter();
  expect(changed).toHaveBeenLastCalledWith(5);
  expect(step.next).toHaveBeenCalledTimes(1);
  // the most rises again: the field keeps its 5, and the hint no longer says it was cut
  render(7);
  expect(field()!.value).toBe('5');
  expect(find('[data-testid="redeem-tickets-max"]')!.textContent).toBe(texts.max);
});

test('0.5 tickets read as no whole number, not as "at least 1" (as the donation says it)', () => {
  open();
  type('0.5');
  expect(problem()).toBe('Lose gibt es nur ganz: Bitte gib eine ganze Zahl ein.');
});

test('Enter on a wrong count goes nowhere; on a right one it goes on', () => {
  open();
  type('0');
  enter();
  expect(step.next).not.toHaveBeenCalled();
  type('2');
  enter();
  expect(step.next).toHaveBeenCalledTimes(1);
});

test('more than the most shows the most at once and goes on with it', () => {
  open();
  type('99');
  expect(field()!.value).toBe('12');
  expect(problem()).toBeNull();
  expect(submit()!.disabled).toBe(false);
});

describe('not one ticket to take', () => {
  const participation = { my: { ...rewardDetail.my!, units: 50, participation_left: 0 } };
  const cases: [string, RewardDetail, string][] = [
    ['the balance covers no ticket', raffle({ max_units: 0 }), texts.none],
    ['the participation limit is reached', raffle({ max_units: 0 }, participation), 'Du hast so viele Lose, wie eine Person in dieser Verlosung haben kann.'],
    [
      'the server says what is missing',
      raffle({ max_units: 0, blocker: 'INSUFFICIENT_FUNDS_TICKETS', message: 'Dir fehlen noch 5 Räppli für ein Los.' }),
      'Dir fehlen noch 5 Räppli für ein Los.',
    ],
    ['the raffle ended meanwhile', raffle({ blocker: 'RAFFLE_OVER', message: 'Diese Verlosung ist leider vorbei.' }), 'Diese Verlosung ist leider vorbei.'],
  ];

  test.each(cases)('%s: it says so, with no "höchstens 0", no field and no "Weiter"; only the way out', (_, reward, why) => {
    open(reward);
    expect(find('[data-testid="redeem-none"]')!.textContent).toContain(why);
    expect(mount.container.textContent).not.toMatch(/Höchstens 0|höchstens 0/);
    expect(field()).toBeNull();
    expect(submit()).toBeNull();
    expect(find('[data-testid="redeem-all-in"]')).toBeNull();
    enter();
    expect(step.next).not.toHaveBeenCalled();
    expectOnlyTheWayOut(mount.container, step.cancel);
  });
});
