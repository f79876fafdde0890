'use client';
import { useMe } from '@/lib/client/use-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { ApiClientError } from '@/lib/client/api-error';
import type { Me } from '@/lib/contracts/me';

/**
 * Who reads a widget: `loading` until the address and /me are known, `none` without a token,
 * `unknown` for a token the server does not know, `failed` when /me could not be loaded.
 */
export type WidgetMember = { state: 'loading' | 'none' | 'unknown' | 'failed'; me: null; retry: () => void } | { state: 'ready'; me: Me; retry: () => void };

export function useWidgetMember(): WidgetMember {
  const { known, collectorToken } = useSessionQuery();
  const { data, error, mutate } = useMe(collectorToken);
  const retry = () => void mutate();
  if (data) return { state: 'ready', me: data, retry };
  if (known && !collectorToken) return { state: 'none', me: null, retry };
  if (error instanceof ApiClientError && error.code === 'COLLECTOR_NOT_FOUND') return { state: 'unknown', me: null, retry };
  if (error) return { state: 'failed', me: null, retry };
  return { state: 'loading', me: null, retry };
}
