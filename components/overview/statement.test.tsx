/** @jest-environment jsdom */
import { flushSync } from 'react-dom';
import { freshRoot } from '@/test/helpers/jsdom-root';
import { Statement } from './statement';

// The texts are not what is tested here (and next-intl ships ESM only): keys stand for them.
jest.mock('next-intl', () => ({ useTranslations: () => (key: string) => key, useFormatter: () => ({ number: String }) }));

type Lines = { entries?: { id: number; amount: number; reason: string; created_at: string }[]; error?: Error };
let mockLines: Lines = {};
jest.mock('@/lib/client/use-activities', () => ({
  useActivities: () => ({ hasMore: false, loadMore: () => undefined, loadingMore: false, retry: () => undefined, ...mockLines }),
}));
jest.mock('./use-overview-member', () => ({ useOverviewMember: () => ({ token: 'tok' }) }));

const mount = freshRoot();
let jumps: string[];
beforeEach(() => {
  jumps = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    jumps.push(this.id);
  };
  window.history.replaceState(null, '', '/me/overview#statement');
});

/** The overview's statement card as overview.tsx renders it, with the statement in the state `lines`. */
function show(lines: Lines) {
  mockLines = lines;
  flushSync(() =>
    mount.root.render(
      <section id="statement">
        <Statement />
      </section>,
    ),
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

test('opened at #statement: the page goes to the statement again once its lines are in', async () => {
  show({});
  await nextFrame();
  expect(jumps).toEqual([]);
  show({ entries: [{ id: 1, amount: 5, reason: 'Artikel gelesen', created_at: '2026-11-28T10:00:00Z' }] });
  await nextFrame();
  expect(mount.container.querySelector('[data-testid="statement"]')).not.toBeNull();
  expect(jumps).toEqual(['statement']);
});

test('opened at #statement and the statement failed to load: the page goes to its message', async () => {
  show({});
  show({ error: new Error('offline') });
  await nextFrame();
  expect(jumps).toEqual(['statement']);
});
