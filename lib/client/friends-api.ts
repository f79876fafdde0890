'use client';
// Friends (docs/friends.md): every call with the address's SSO pair. After a change the lists, the
// loaded searches and the suggestions are read again, so every button shows what is true now.
import { mutate } from 'swr';
import type { Friends, FriendSearch } from '@/lib/contracts/friends';
import { apiFetch } from './fetcher';
import { withPair } from './profile-api';
import { memberKeys } from './revalidate';
import type { SsoPair } from './rewards-api';
import { useApi } from './use-api';

export const useFriends = (collectorToken: string, pair: SsoPair, enabled: boolean) =>
  useApi<Friends>(enabled ? withPair('/friends', pair) : null, collectorToken);

/** null until the member typed at least 3 characters. */
export const useFriendSearch = (collectorToken: string, pair: SsoPair, q: string | null) =>
  useApi<FriendSearch>(q ? withPair(`/friends/search?q=${encodeURIComponent(q)}`, pair) : null, collectorToken, { keepPreviousData: true });

export const useFriendSuggestions = (collectorToken: string, pair: SsoPair, enabled: boolean) =>
  useApi<FriendSearch>(enabled ? withPair('/friends/suggestions', pair) : null, collectorToken);

const refresh = (collectorToken: string) => mutate(memberKeys(collectorToken, /^\/friends/));

async function act<T>(collectorToken: string, path: string, method: 'POST' | 'DELETE', pair: SsoPair, body?: unknown) {
  try {
    return await apiFetch<T>(withPair(path, pair), collectorToken, { method, body });
  } finally {
    // Also after a refusal (answered meanwhile, already friends …).
    await refresh(collectorToken);
  }
}

export const requestFriend = (t: string, pair: SsoPair, username: string) =>
  act<{ request_id: number; state: 'pending' | 'accepted' | 'declined' }>(t, '/friends/requests', 'POST', pair, { username });
export const answerRequest = (t: string, pair: SsoPair, id: number, accept: boolean) =>
  act(t, `/friends/requests/${id}/${accept ? 'accept' : 'decline'}`, 'POST', pair);
export const removeFriend = (t: string, pair: SsoPair, username: string) => act(t, `/friends/${encodeURIComponent(username)}`, 'DELETE', pair);
