'use client';
import { useEffect, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useSpecials } from '@/lib/client/use-api';
import { useAppState } from '@/lib/client/use-session';
import { reportError } from '@/lib/client/report';
import { postLayerVisit } from '@/lib/client/layer-visit';
import { SupportErrorPage } from '@/components/errors/support-error-page';
import { isRetryable } from '@/lib/client/api-error';
import { isPublicPage } from '@/lib/domain/app-state';

/**
 * docs/product.md §7.3 AppState for the signed-in area: /me is loaded for the token in the URL; on ready a
 * layerVisit is logged and specials are fetched; on error (or with no token) the generic error
 * page with the support token replaces the page. While loading the page renders its own skeleton.
 * A public page (a raffle's audit, the terms) needs no account and stays without a token.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { session, me, state } = useAppState();
  const token = session.collectorToken;
  const member = me.data;
  const pathname = usePathname();
  useSpecials(token, state === 'ready');

  useEffect(() => {
    if (state !== 'ready') return;
    postLayerVisit(token, member?.daily_reward ?? null);
    if (member && !member.anonymous && (!session.hash || !session.token)) reportError(new Error('Error on getting Hash and Token'));
  }, [state, token, member, session.hash, session.token]);

  if (state === 'idle') return isPublicPage(pathname) ? children : <SupportErrorPage collectorToken="" />;
  if (state === 'error') {
    // Asking again helps only when the server was not reached or had a passing problem; an account
    // it does not know stays unknown (the page says how to get in again instead).
    return (
      <SupportErrorPage
        collectorToken={token}
        unknownAccount={me.error?.code === 'COLLECTOR_NOT_FOUND'}
        merged={me.error?.code === 'COLLECTOR_MERGED'}
        onRetry={isRetryable(me.error) ? () => void me.mutate() : undefined}
      />
    );
  }
  return children;
}
