'use client';
import useSWRInfinite from 'swr/infinite';
import type { MyRewards } from '@/lib/contracts/rewards';
import type { ApiClientError } from '@/lib/client/api-error';
import { apiFetch } from '@/lib/client/fetcher';
import { myRewardsKey, type MyRewardsTab } from '@/lib/client/rewards-api';
import { useSettled } from '@/lib/client/use-settled';

export type { MyRewardsTab };
type Key = readonly [string, string];

/** One tab of my rewards with "show more" paging. No token → nothing loads. */
export function useMyRewards(collectorToken: string, tab: MyRewardsTab) {
  const swr = useSWRInfinite<MyRewards, ApiClientError>(
    myRewardsKey(collectorToken, tab),
    ([path, token]: Key) => apiFetch<MyRewards>(path, token),
    // Every loaded page, so a change to an older order shows after a revalidation too.
    { revalidateOnFocus: false, shouldRetryOnError: false, revalidateAll: true },
  );
  const { size, setSize, isValidating, mutate } = swr;
  // The pages render in the background (useSettled).
  const { data, error } = useSettled(swr.data, swr.error);
  const last = data?.[data.length - 1];
  return {
    orders: data?.flatMap((page) => page.items),
    hasMore: Boolean(last?.next_before),
    loadingMore: isValidating && size > (data?.length ?? 0),
    loadMore: () => setSize(size + 1),
    error,
    refresh: () => mutate(),
  };
}
