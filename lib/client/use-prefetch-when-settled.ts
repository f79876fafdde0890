'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

// How long after the load event the page counts as settled: its own data and pictures have been
// asked for by then (docs/architecture.md, "Pages").
const SETTLE_MS = 2000;

/**
 * Prefetches pages once this one has settled — after its load event, a moment later, when the
 * browser is idle — instead of as soon as their links are in view: on a slow connection the
 * member's own data comes first.
 */
export function usePrefetchWhenSettled(hrefs: readonly string[]) {
  const router = useRouter();
  const key = hrefs.join('\n');
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const run = () => {
      if (!cancelled) for (const href of key.split('\n')) if (href) router.prefetch(href);
    };
    const schedule = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: SETTLE_MS });
        else run();
      }, SETTLE_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', schedule);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [router, key]);
}
