'use client';
import useSWR, { type SWRConfiguration } from 'swr';
import { apiFetch } from './fetcher';
import type { Me, Special } from '@/lib/contracts/me';
import type { ApiClientError } from './api-error';

/** SWR over the fetch wrapper, keyed by [path, collector token]; no token → nothing is loaded. */
export function useApi<T>(path: string | null, collectorToken: string, config?: SWRConfiguration<T, ApiClientError>) {
  return useSWR<T, ApiClientError>(
    path && collectorToken ? [path, collectorToken] : null,
    ([p, t]: [string, string]) => apiFetch<T>(p, t),
    { revalidateOnFocus: false, shouldRetryOnError: false, ...config },
  );
}

export const useMe = (collectorToken: string) => useApi<Me>('/me', collectorToken);

export const useSpecials = (collectorToken: string, enabled: boolean) =>
  useApi<Special[]>(enabled ? '/specials' : null, collectorToken);
