// The redeem dialog's amount steps (tickets, donation) mounted in jsdom, with their callbacks recorded.
import { flushSync } from 'react-dom';
import messages from '@/messages/de.json';
import { freshRoot } from './jsdom-root';

/** A fresh root and fresh `onNext` / `onCancel` mocks for each test. */
export function amountStepHarness() {
  const harness = { mount: freshRoot(), next: jest.fn(), cancel: jest.fn() };
  beforeEach(() => {
    harness.next = jest.fn();
    harness.cancel = jest.fn();
  });
  return harness;
}

/** The step offers nothing that cannot succeed: «Schließen» alone, and it closes. */
export function expectOnlyTheWayOut(container: HTMLElement, cancel: jest.Mock) {
  const buttons = [...container.querySelectorAll('button')];
  expect(buttons.map((b) => b.textContent)).toEqual([messages.redeem.close]);
  flushSync(() => buttons[0]!.click());
  expect(cancel).toHaveBeenCalledTimes(1);
}
