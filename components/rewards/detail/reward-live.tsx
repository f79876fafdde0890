'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { useReward } from '@/lib/client/rewards-api';
import { useMemberSession } from '@/lib/client/use-session';
import type { ApiClientError } from '@/lib/client/api-error';

type Live = {
  /** The member's view once /api/rewards/{id} answered, until then what the page was rendered with. */
  reward: RewardDetail;
  /** True once `reward` is the member's own view (redeem check, my figures, live stock). */
  own: boolean;
  error: ApiClientError | undefined;
  retry: () => void;
};

const LiveContext = createContext<Live | null>(null);

/**
 * The reward detail's member leaves (docs/architecture.md, "Pages"): the page renders the reward on
 * the server; this provider asks the API for the member's view and hands it to the leaves below it.
 */
export function RewardLive({ initial, children }: { initial: RewardDetail; children: ReactNode }) {
  const { session } = useMemberSession();
  const { data, error, mutate } = useReward(session.collectorToken, { hash: session.hash, token: session.token }, initial.id);
  return <LiveContext.Provider value={{ reward: data ?? initial, own: Boolean(data), error, retry: () => void mutate() }}>{children}</LiveContext.Provider>;
}

export function useLiveReward(): Live {
  const live = useContext(LiveContext);
  if (!live) throw new Error('useLiveReward outside RewardLive');
  return live;
}
