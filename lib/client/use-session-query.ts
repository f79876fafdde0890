'use client';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { parsePlatform, type Platform } from '@/lib/domain/platform';

export type SessionQuery = {
  collectorToken: string;
  hash: string | null;
  token: string | null;
  platform: Platform;
  purAbo: boolean;
  displayType: string;
};

/** The session as the address carries it (docs/product.md §4.1: collector_token, hash, token, is_pur_abo …). */
export function useSessionQuery(): SessionQuery {
  const params = useSearchParams();
  return useMemo(
    () => ({
      collectorToken: params.get('collector_token') ?? '',
      hash: params.get('hash'),
      token: params.get('token'),
      platform: parsePlatform(params.get('platform')),
      purAbo: params.get('is_pur_abo') === 'true',
      displayType: params.get('display_type') ?? 'overview',
    }),
    [params],
  );
}
