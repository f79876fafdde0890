'use client';
import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { appStateOf } from '@/lib/domain/app-state';
import { hashedCollectorToken } from '@/lib/domain/hashed-token';
import { appStateAtom, sessionAtom } from '@/lib/client/session-atoms';
import { useMe, useSpecials } from '@/lib/client/use-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { reportError } from '@/lib/client/report';
import { postLayerVisit } from '@/lib/client/layer-visit';
import { SupportErrorPage } from '@/components/errors/support-error-page';

/**
 * Spec §4 AppState for the signed-in area: /me is loaded for the token in the URL; on ready a
 * layerVisit is logged and specials are fetched; on error (or with no token) the generic error
 * page with the support token replaces the page.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const query = useSessionQuery();
  const token = query.collectorToken;
  const setSession = useSetAtom(sessionAtom);
  const setAppState = useSetAtom(appStateAtom);
  const { data: me, error, mutate } = useMe(token);
  const state = appStateOf({ urlToken: token, me, failed: Boolean(error) });
  useSpecials(token, state === 'ready');

  useEffect(() => {
    setSession((s) => ({
      ...s,
      collector_token: token,
      token: query.token,
      hash: query.hash,
      platform: query.platform,
      purAbo: query.purAbo,
      display_type: query.displayType,
      hashed_collector_token: s.collector_token === token && s.hashed_collector_token ? s.hashed_collector_token : token ? hashedCollectorToken(token) : '',
      lang: me?.lang ?? s.lang,
      dailyRewardGotToday: Boolean(me?.daily_reward),
    }));
  }, [setSession, token, query, me?.lang, me?.daily_reward]);

  useEffect(() => {
    setAppState(state === 'idle' ? 'loading' : state);
    if (state !== 'ready') return;
    postLayerVisit(token);
    if (me && !me.anonymous && (!query.hash || !query.token)) reportError(new Error('Error on getting Hash and Token'));
  }, [state, token, me, query.hash, query.token, setAppState]);

  if (state === 'idle') return <SupportErrorPage collectorToken="" />;
  if (state === 'error') return <SupportErrorPage collectorToken={token} onRetry={() => void mutate()} />;
  return children;
}
