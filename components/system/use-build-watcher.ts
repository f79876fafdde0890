'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { mayReloadForBuild } from '@/lib/domain/navigation';

const KEY = 'raeppli:build-reloads';

async function latestBuildId(): Promise<string | null> {
  try {
    const res = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' });
    return res.ok ? ((await res.json()) as { id: string }).id : null;
  } catch {
    return null;
  }
}

/**
 * docs/product.md §5.7: polls /builds/latest.json; once a build other than the one this page started with is
 * seen, the next navigation is a full reload — at most once per path in 10 s.
 */
export function useBuildWatcher(intervalMs: number | undefined, renderedBy: string | null) {
  const pathname = usePathname();
  // The build that rendered the page is in its HTML: the first check waits for the interval
  // instead of asking while the page loads.
  const initial = useRef<string | null>(renderedBy);
  const outdated = useRef(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (!intervalMs) return;
    let stopped = false;
    const check = async () => {
      const id = await latestBuildId();
      if (stopped || !id) return;
      if (initial.current === null) initial.current = id;
      else if (id !== initial.current) outdated.current = true;
    };
    if (initial.current === null) void check();
    const timer = setInterval(check, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [intervalMs]);

  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    if (!outdated.current) return;
    const reloads = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
    if (!mayReloadForBuild(reloads, pathname, Date.now())) return;
    sessionStorage.setItem(KEY, JSON.stringify({ ...reloads, [pathname]: Date.now() }));
    window.location.reload();
  }, [pathname]);
}
