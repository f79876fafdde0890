'use client';
// Token-preserving navigation (docs/product.md §5.2): a link or push without collector_token gets the current
// query merged in, so the token persists on every in-app navigation.
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { withPreservedQuery } from '@/lib/domain/navigation';

const ORIGIN = 'http://app.invalid';

export function usePreservedHref(href: string): string {
  const params = useSearchParams();
  return useMemo(() => withPreservedQuery(href, `?${params.toString()}`, ORIGIN), [href, params]);
}

export function useAppRouter() {
  const router = useRouter();
  const params = useSearchParams();
  const keep = useCallback((href: string) => withPreservedQuery(href, `?${params.toString()}`, ORIGIN), [params]);
  return useMemo(
    () => ({
      push: (href: string, opts?: { scroll?: boolean }) => router.push(keep(href), opts),
      replace: (href: string, opts?: { scroll?: boolean }) => router.replace(keep(href), opts),
      href: keep,
    }),
    [router, keep],
  );
}
