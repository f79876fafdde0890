'use client';
import { useMemberSession } from '@/lib/client/use-session';

/**
 * The member for the overview's leaves: /me, and the collector_token once /me has answered, so the
 * cards below the balance load only for a member /me knows (an unknown token loads nothing more).
 */
export function useOverviewMember() {
  const { session, me } = useMemberSession();
  const member = me.data;
  return { member, token: member ? session.collectorToken : '' };
}
