'use client';
import type { ReactNode } from 'react';
import { optOutOf } from '@/lib/client/me-meta';
import { useOverviewMember } from '@/components/overview/use-overview-member';

/** Shows what the server rendered for every member, unless this member has opted out (they win nothing more). */
export function UnlessOptedOut({ children }: { children: ReactNode }) {
  const { member } = useOverviewMember();
  return member && optOutOf(member) ? null : children;
}
