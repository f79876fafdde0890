'use client';
import type { Special } from '@/lib/contracts/me';
import type { SpecialDetail } from '@/lib/contracts/specials';
import { specialsMenu } from '@/lib/domain/specials-menu';
import { useApi, useSpecials } from './use-api';
import { useAppState, useMemberSession } from './use-session';

/**
 * A special as the member sees it (GET /api/specials/{slug}); until it answers, the special the page
 * was rendered with (the same answer without a member). `own`: the member's answer is there.
 */
export function useSpecialDetail(initial: SpecialDetail) {
  const { session } = useMemberSession();
  const { data, error, mutate } = useApi<SpecialDetail>(`/specials/${initial.slug}`, session.collectorToken);
  return { special: data ?? initial, own: Boolean(data), error, retry: () => void mutate() };
}

/** The running specials' menu links; hidden while loading, after a failure or for an empty list. */
export function useSpecialsMenu(): Special[] {
  const { session, state } = useAppState();
  const { data, error } = useSpecials(session.collectorToken, state === 'ready');
  return specialsMenu({ data, error }).links;
}
