'use client';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import type { Activities } from '@/lib/contracts/loyalty';
import type { ApiClientError } from './api-error';
import { apiFetch } from './fetcher';
import { useSettled } from './use-settled';

const PAGE_SIZE = 10;
type Key = readonly ['/me/activities', string, number | null];

/** Page keys for GET /me/activities: the first page, then older ones by the `next_before` cursor. */
export const activitiesKey =
  (collectorToken: string) =>
  (index: number, previous: Activities | null): Key | null => {
    if (!collectorToken) return null;
    if (index === 0) return ['/me/activities', collectorToken, null];
    return previous?.next_before ? ['/me/activities', collectorToken, previous.next_before] : null;
  };

/** For a global `mutate` of every loaded statement page. */
export const activitiesCacheKey = (collectorToken: string) => unstable_serialize(activitiesKey(collectorToken));

/** The points statement with "show more" paging; `top` comes with the first page. No token → nothing loads. */
export function useActivities(collectorToken: string) {
  const swr = useSWRInfinite<Activities, ApiClientError>(
    activitiesKey(collectorToken),
    ([path, token, before]: Key) => apiFetch<Activities>(path, token, { query: { limit: PAGE_SIZE, before: before ?? undefined } }),
    // The first page is fetched again with every "show more" and on a global mutate, so a new
    // entry shows and the cursors of older pages follow it.
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const { size, setSize, isValidating, mutate } = swr;
  // The pages render in the background (useSettled).
  const { data, error, isLoading } = useSettled(swr.data, swr.error, swr.isLoading);
  const last = data?.[data.length - 1];
  return {
    top: data?.[0]?.top,
    entries: data?.flatMap((page) => page.last),
    hasMore: Boolean(last?.next_before),
    loadingMore: isValidating && size > (data?.length ?? 0),
    loadMore: () => setSize(size + 1),
    isLoading,
    error,
    retry: () => mutate(),
  };
}
