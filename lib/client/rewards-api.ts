'use client';
// The rewards calls of the browser: catalogue and my-rewards reads (SWR) and the spends. Spends carry
// the SSO pair (hash, token) of the address and an Idempotency-Key, so a retry after a lost answer
// has one effect and returns the first result.
import { mutate } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type {
  ClaimBody,
  ConfirmResult,
  KnownContact,
  MyRewards,
  Order,
  OrderActionResult,
  Reservation,
  ReserveBody,
  RewardDetail,
  RewardList,
} from '@/lib/contracts/rewards';
import { apiFetch } from './fetcher';
import { memberKeys, revalidateMember } from './revalidate';
import { useApi } from './use-api';

export type SsoPair = { hash: string | null; token: string | null };

const pairQuery = (pair: SsoPair) => ({ ...(pair.hash ? { hash: pair.hash } : {}), ...(pair.token ? { token: pair.token } : {}) });

/** A fresh key per user intent; the intent's retries (the wrapper's and the member's) reuse it. */
export const newIdempotencyKey = () => `web-${crypto.randomUUID()}`;

export const rewardsPath = (filter: { category?: number; exclusive?: boolean } = {}) => {
  const q = new URLSearchParams();
  if (filter.category !== undefined) q.set('category', String(filter.category));
  if (filter.exclusive !== undefined) q.set('exclusive', String(filter.exclusive));
  const s = q.toString();
  return s ? `/rewards?${s}` : '/rewards';
};

/** The contact details of the member's latest orders (GET /me/contact, with the SSO pair), to prefill a redeem. */
export const useKnownContact = (collectorToken: string, pair: SsoPair, enabled: boolean) => {
  const q = new URLSearchParams(pairQuery(pair)).toString();
  return useApi<KnownContact>(enabled ? `/me/contact${q ? `?${q}` : ''}` : null, collectorToken);
};

export const useRewards = (collectorToken: string, filter: { category?: number; exclusive?: boolean } = {}) =>
  useApi<RewardList>(rewardsPath(filter), collectorToken);

/** The path of a reward's detail; the SSO pair goes along, since its `redeem` check asks the same as reserve. */
export const rewardPath = (id: number, pair: SsoPair) => {
  const q = new URLSearchParams(pairQuery(pair)).toString();
  return q ? `/rewards/${id}?${q}` : `/rewards/${id}`;
};

export const useReward = (collectorToken: string, pair: SsoPair, id: number | null) => useApi<RewardDetail>(id ? rewardPath(id, pair) : null, collectorToken);

export const useMyOrder = (collectorToken: string, id: number | null) => useApi<Order>(id ? `/me/orders/${id}` : null, collectorToken);

export type MyRewardsTab = 'rewards' | 'raffles';

export const myRewardsPath = (tab: MyRewardsTab, before?: number | null) => `/me/rewards?tab=${tab}&limit=10${before ? `&before=${before}` : ''}`;

/** Page keys for GET /me/rewards: the newest page, then older ones by the `next_before` cursor. */
export const myRewardsKey =
  (collectorToken: string, tab: MyRewardsTab) =>
  (index: number, previous: MyRewards | null): readonly [string, string] | null => {
    if (!collectorToken) return null;
    if (index === 0) return [myRewardsPath(tab), collectorToken];
    return previous?.next_before ? [myRewardsPath(tab, previous.next_before), collectorToken] : null;
  };

/** For a global `mutate` of every loaded page of a tab (after a cancel, a redeem …). */
export const myRewardsCacheKey = (collectorToken: string, tab: MyRewardsTab) => unstable_serialize(myRewardsKey(collectorToken, tab));

/** Spends are safe to send again with their key: no connection or a 5xx is retried with backoff. */
const SPEND_RETRIES = 2;

export function reserveReward(collectorToken: string, pair: SsoPair, rewardId: number, body: ReserveBody, key = newIdempotencyKey()) {
  return apiFetch<Reservation>(`/rewards/${rewardId}/reserve`, collectorToken, {
    method: 'POST',
    body,
    query: pairQuery(pair),
    headers: { 'Idempotency-Key': key },
    retries: SPEND_RETRIES,
  });
}

export async function confirmReservation(collectorToken: string, pair: SsoPair, reservationId: string, key = newIdempotencyKey()) {
  const result = await apiFetch<ConfirmResult>(`/reservations/${reservationId}/confirm`, collectorToken, {
    method: 'POST',
    query: pairQuery(pair),
    headers: { 'Idempotency-Key': key },
    retries: SPEND_RETRIES,
  });
  // The success shows at once; balance, stock and my rewards catch up behind it.
  void revalidateRewards(collectorToken);
  return result;
}

/** Gives a reservation back (the member closed the dialog); failures only matter to the report. */
export function releaseReservation(collectorToken: string, pair: SsoPair, reservationId: string) {
  return apiFetch<{ reservation_id: string; state: string }>(`/reservations/${reservationId}`, collectorToken, {
    method: 'DELETE',
    query: pairQuery(pair),
  }).catch(() => null);
}

async function orderAction(collectorToken: string, pair: SsoPair, orderId: number, action: 'cancel' | 'redeem' | 'activate') {
  try {
    return await apiFetch<OrderActionResult>(`/me/orders/${orderId}/${action}`, collectorToken, { method: 'POST', query: pairQuery(pair) });
  } finally {
    // Also after a refusal (already redeemed, no longer cancelable …): the page shows what is true now.
    await revalidateRewards(collectorToken);
  }
}

/** POST /me/orders/{id}/claim — a winner claims the prize (address, name or e-mail). */
export async function claimPrize(collectorToken: string, pair: SsoPair, orderId: number, body: ClaimBody) {
  try {
    return await apiFetch<OrderActionResult>(`/me/orders/${orderId}/claim`, collectorToken, { method: 'POST', query: pairQuery(pair), body });
  } finally {
    await revalidateRewards(collectorToken);
  }
}

export const cancelOrder = (t: string, pair: SsoPair, orderId: number) => orderAction(t, pair, orderId, 'cancel');
export const redeemCoupon = (t: string, pair: SsoPair, orderId: number) => orderAction(t, pair, orderId, 'redeem');
export const activatePass = (t: string, pair: SsoPair, orderId: number) => orderAction(t, pair, orderId, 'activate');

/** After a spend or an order change: the balance and statement, the catalogue and details, my rewards. */
export async function revalidateRewards(collectorToken: string) {
  await Promise.all([
    revalidateMember(collectorToken),
    // The lists, orders and audits (the details come with revalidateMember).
    mutate(memberKeys(collectorToken, /^\/(rewards(\?|$)|me\/orders|raffles)/)),
    // My rewards are paged (useSWRInfinite): every loaded page of both tabs.
    mutate(myRewardsCacheKey(collectorToken, 'rewards')),
    mutate(myRewardsCacheKey(collectorToken, 'raffles')),
  ]);
}

export type { MyRewards };
