'use client';
import useSWR from 'swr';
import type { publicConfig } from '@/lib/config';

export type PublicConfig = ReturnType<typeof publicConfig>;

const load = async (): Promise<PublicConfig> => {
  const res = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/config failed: ${res.status}`);
  return (await res.json()) as PublicConfig;
};

/** Runtime settings for the browser (the page shells are static, so these are fetched). */
export const usePublicConfig = () => useSWR('/api/config', load, { revalidateOnFocus: false, dedupingInterval: 60_000 });
