'use client';
import type { Reward } from '@/lib/contracts/rewards';
import { useRewards } from '@/lib/client/rewards-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { StateBadge } from './state-badge';

/**
 * A card's badge as a member leaf: the page rendered the reward's state as cached; here the live
 * catalogue (one request per list, shared by every card) brings current stock and the member's lock.
 */
export function CardStateBadge({ reward }: { reward: Pick<Reward, 'id' | 'state' | 'starts_at' | 'exclusive'> }) {
  const session = useSessionQuery();
  const list = useRewards(session.collectorToken, { exclusive: reward.exclusive });
  const live = list.data?.items.find((r) => r.id === reward.id) ?? reward;
  const locked = reward.exclusive && Boolean(list.data) && !(list.data?.subscriber || session.purAbo);
  return <StateBadge reward={live} locked={locked} />;
}
