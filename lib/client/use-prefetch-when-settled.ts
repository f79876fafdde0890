'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from './when-idle';

// How long after the load event the page counts as settled: its own data and pictures have been
// asked for by then (docs/architecture.md, "Pages").
const SETTLE_MS = 2000;

/**
 * Prefetches pages once this one has settled — after its load event, a moment later, when the
 * browser is idle — instead of as soon as their links are in view: on a slow connection the
 * member's own data comes first. One page per idle moment, so that starting the fetches of eight
 * pages is eight short tasks rather than one long one.
 */
export function usePrefetchWhenSettled(hrefs: readonly string[]) {
  const router = useRouter();
  const key = hrefs.join('\n');
  useEffect(() => {
    const queue = key.split('\n').filter(Boolean);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle: (() => void) | undefined;
    const step = () => {
      const href = queue.shift();
      if (!href) return;
      router.prefetch(href);
      cancelIdle = whenIdle(step, SETTLE_MS);
    };
    const schedule = () => {
      timer = setTimeout(() => (cancelIdle = whenIdle(step, SETTLE_MS)), SETTLE_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [router, key]);
}
