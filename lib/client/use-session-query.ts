'use client';
import { useMemo } from 'react';
import { parsePlatform, type Platform } from '@/lib/domain/platform';
import { useAddressQuery } from './address-query';

export type SessionQuery = {
  /** False while the address is not known yet (server HTML, first browser render): show skeletons, decide nothing. */
  known: boolean;
  collectorToken: string;
  hash: string | null;
  token: string | null;
  platform: Platform;
  purAbo: boolean;
  displayType: string;
};

/** The session as the address carries it (docs/product.md §4.1: collector_token, hash, token, is_pur_abo …). */
export function useSessionQuery(): SessionQuery {
  const params = useAddressQuery();
  return useMemo(
    () => ({
      known: params !== null,
      collectorToken: params?.get('collector_token') ?? '',
      hash: params?.get('hash') ?? null,
      token: params?.get('token') ?? null,
      platform: parsePlatform(params?.get('platform') ?? null),
      purAbo: params?.get('is_pur_abo') === 'true',
      displayType: params?.get('display_type') ?? 'overview',
    }),
    [params],
  );
}
