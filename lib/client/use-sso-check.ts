'use client';
import type { SsoCheck } from '@/lib/contracts/me';
import { useApi } from './use-api';
import { useSessionQuery } from './use-session-query';

/**
 * Whether the address's SSO pair fits the member (GET /api/me/sso), asked once per pair when a page
 * with the member's own actions opens, so a broken sign-in shows before the last tap, not at it.
 * undefined while unknown.
 */
export function useSsoProblem(): SsoCheck['problem'] | undefined {
  const session = useSessionQuery();
  const q = new URLSearchParams({ ...(session.hash ? { hash: session.hash } : {}), ...(session.token ? { token: session.token } : {}) }).toString();
  const { data } = useApi<SsoCheck>(session.known ? `/me/sso${q ? `?${q}` : ''}` : null, session.collectorToken, { revalidateIfStale: false });
  return data?.problem;
}
