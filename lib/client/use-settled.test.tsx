/** @jest-environment jsdom */
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useSettled } from './use-settled';

// Real scheduling, as in the browser: React's background lane runs after the urgent render has committed.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

type Props = { data?: string; isLoading: boolean; commits: string[] };

/** A leaf as the web view has them: skeleton while loading, then the data (or "leer" when the answer is empty). */
function Leaf({ data, isLoading, commits }: Props) {
  const shown = useSettled(data, undefined, isLoading);
  const text = shown.isLoading ? 'lädt' : (shown.data ?? 'leer');
  useLayoutEffect(() => {
    commits.push(text);
  });
  return <p>{text}</p>;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

let root: Root;
let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  flushSync(() => root.unmount());
  container.remove();
});

test('an answer arriving in an urgent (synchronous) update is rendered in a later, background render', async () => {
  const commits: string[] = [];
  flushSync(() => root.render(<Leaf isLoading commits={commits} />));
  expect(container.textContent).toBe('lädt');

  // SWR's store update is synchronous: the urgent render still shows the skeleton …
  flushSync(() => root.render(<Leaf data="Anna" isLoading={false} commits={commits} />));
  expect(container.textContent).toBe('lädt');
  // … and the data follows in a render of its own.
  await until(() => container.textContent === 'Anna');
  expect(container.textContent).toBe('Anna');
  // Data and loading move as one: no commit showed "no longer loading" without the data.
  expect(commits).not.toContain('leer');
  expect(commits.at(-1)).toBe('Anna');
});

test('a leaf that mounts with its data already there shows it at once (a page opened from the cache)', () => {
  const commits: string[] = [];
  flushSync(() => root.render(<Leaf data="Anna" isLoading={false} commits={commits} />));
  expect(container.textContent).toBe('Anna');
  expect(commits).toEqual(['Anna']);
});
