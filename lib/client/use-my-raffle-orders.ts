'use client';
import useSWR from 'swr';
import type { MyRewards, Order } from '@/lib/contracts/rewards';
import type { ApiClientError } from './api-error';
import { apiFetch } from './fetcher';

const PAGE = 50;
const MAX_PAGES = 10;

/**
 * The member's tickets (orders) in one raffle, from GET /me/rewards?tab=raffles (newest first, paged
 * by order id). An order id is the entry of the raffle's audit, so the audit page finds the member's
 * own entries by them. Paging stops below `oldestEntry` (the raffle's first entry, once published):
 * older pages cannot hold one of its entries. No token → nothing loads.
 */
export function useMyRaffleOrders(collectorToken: string, rewardId: number, oldestEntry: number | null) {
  return useSWR<Order[], ApiClientError>(
    collectorToken ? ['/me/rewards?tab=raffles', collectorToken, rewardId, oldestEntry] : null,
    async ([path, token]: [string, string]) => {
      const found: Order[] = [];
      let before: number | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const q: string = `${path}&limit=${PAGE}${before ? `&before=${before}` : ''}`;
        const { items, next_before } = await apiFetch<MyRewards>(q, token);
        found.push(...items.filter((o) => o.reward.id === rewardId));
        before = next_before;
        if (!before || (oldestEntry !== null && before <= oldestEntry)) break;
      }
      return found;
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
