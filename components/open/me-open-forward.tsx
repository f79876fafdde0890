'use client';
import { useEffect } from 'react';
import { useAddressQuery } from '@/lib/client/address-query';
import { useAppState } from '@/lib/client/use-session';
import { useAppRouter } from '@/lib/client/navigation';
import { entryPath } from '@/lib/domain/entry';
import { AppLink } from '@/components/ui/app-link';

/** Forwards to the share link's entry once the session is ready; the link is there for whoever is faster. */
export function MeOpenForward({ label }: { label: string }) {
  const params = useAddressQuery();
  const router = useAppRouter();
  const ready = useAppState().state === 'ready';
  const target = entryPath(params?.get('entry') ?? null);
  useEffect(() => {
    if (!ready || !params) return;
    const rest = new URLSearchParams(params);
    rest.delete('entry');
    router.replace(`${target}?${rest.toString()}`);
  }, [ready, target, params, router]);
  return <AppLink href={target}>{label}</AppLink>;
}
