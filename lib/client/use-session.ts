'use client';
import { appStateOf } from '@/lib/domain/app-state';
import { useMe } from './use-api';
import { useSessionQuery } from './use-session-query';

/**
 * The member's session for feature components: the query of the address (the one source of
 * collector_token, hash, token, is_pur_abo …) and /me from SWR, keyed by that token.
 */
export function useMemberSession() {
  const session = useSessionQuery();
  const me = useMe(session.collectorToken);
  return { session, me };
}

/** docs/product.md §7.3 AppState, derived on every render from the address and /me (nothing to keep in sync). */
export function useAppState() {
  const { session, me } = useMemberSession();
  return { session, me, state: appStateOf({ urlToken: session.known ? session.collectorToken : null, me: me.data, failed: Boolean(me.error) }) };
}
