/** @jest-environment jsdom */
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { freshRoot } from '@/test/helpers/jsdom-root';
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

const mount = freshRoot();

test('an answer arriving in an urgent (synchronous) update is rendered in a later, background render', async () => {
  const commits: string[] = [];
  flushSync(() => mount.root.render(<Leaf isLoading commits={commits} />));
  expect(mount.container.textContent).toBe('lädt');

  // SWR's store update is synchronous: the urgent render still shows the skeleton …
  flushSync(() => mount.root.render(<Leaf data="Anna" isLoading={false} commits={commits} />));
  expect(mount.container.textContent).toBe('lädt');
  // … and the data follows in a render of its own.
  await until(() => mount.container.textContent === 'Anna');
  expect(mount.container.textContent).toBe('Anna');
  // Data and loading move as one: no commit showed "no longer loading" without the data.
  expect(commits).not.toContain('leer');
  expect(commits.at(-1)).toBe('Anna');
});

test('a leaf that mounts with its data already there shows it at once (a page opened from the cache)', () => {
  const commits: string[] = [];
  flushSync(() => mount.root.render(<Leaf data="Anna" isLoading={false} commits={commits} />));
  expect(mount.container.textContent).toBe('Anna');
  expect(commits).toEqual(['Anna']);
});
