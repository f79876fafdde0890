'use client';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetch } from './fetcher';
import type { Me, Special } from '@/lib/contracts/me';
import type { ApiClientError } from './api-error';
import { useSettled } from './use-settled';

/** What a member-data hook hands its leaf: SWR's answer, with data, error and loading settled together. */
export type ApiResult<T> = Pick<SWRResponse<T, ApiClientError>, 'data' | 'error' | 'isLoading' | 'isValidating' | 'mutate'>;

/** SWR over the fetch wrapper, keyed by [path, collector token]; no token → nothing is loaded. The answer renders in the background (useSettled). */
export function useApi<T>(path: string | null, collectorToken: string, config?: SWRConfiguration<T, ApiClientError>): ApiResult<T> {
  const swr = useSWR<T, ApiClientError>(path && collectorToken ? [path, collectorToken] : null, ([p, t]: [string, string]) => apiFetch<T>(p, t), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...config,
  });
  // Reading these subscribes the hook to them (SWR renders only for the fields read).
  const { data, error, isLoading, mutate } = swr;
  const shown = useSettled(data, error, isLoading);
  return {
    ...shown,
    mutate,
    // Read on demand, so only a leaf that shows it renders when a revalidation starts or ends.
    get isValidating() {
      return swr.isValidating;
    },
  };
}

export const useMe = (collectorToken: string) => useApi<Me>('/me', collectorToken);

export const useSpecials = (collectorToken: string, enabled: boolean) => useApi<Special[]>(enabled ? '/specials' : null, collectorToken);
