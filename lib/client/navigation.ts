'use client';
// Token-preserving navigation (docs/product.md §5.2): a link or push without collector_token gets the current
// query merged in, so the token persists on every in-app navigation. In the server's HTML the query is
// not known yet, so links carry the bare path there; proxy.ts re-adds the token from the Referer when
// one is followed before the page has hydrated.
import { useRouter } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { withPreservedQuery } from '@/lib/domain/navigation';
import { useAddressQuery } from './address-query';

const ORIGIN = 'http://app.invalid';

export function usePreservedHref(href: string): string {
  const params = useAddressQuery();
  return useMemo(() => (params ? withPreservedQuery(href, `?${params.toString()}`, ORIGIN) : href), [href, params]);
}

export function useAppRouter() {
  const router = useRouter();
  const params = useAddressQuery();
  const keep = useCallback((href: string) => (params ? withPreservedQuery(href, `?${params.toString()}`, ORIGIN) : href), [params]);
  return useMemo(
    () => ({
      push: (href: string, opts?: { scroll?: boolean }) => router.push(keep(href), opts),
      replace: (href: string, opts?: { scroll?: boolean }) => router.replace(keep(href), opts),
      href: keep,
    }),
    [router, keep],
  );
}
