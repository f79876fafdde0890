'use client';
import type { Reward } from '@/lib/contracts/rewards';
import { useRewards } from '@/lib/client/rewards-api';
import { useMemberSession } from '@/lib/client/use-session';
import { StateBadge } from './state-badge';

type CardReward = Pick<Reward, 'id' | 'state' | 'starts_at' | 'exclusive' | 'type' | 'cost'>;

/**
 * A card's badge as a member leaf: the page rendered the reward's state as cached; here the live
 * catalogue (one request per list, shared by every card) brings current stock and the member's lock,
 * and /me the balance, so a signed-in member sees what they cannot afford yet (one item, one ticket;
 * a donation takes any amount).
 */
export function CardStateBadge({ reward }: { reward: CardReward }) {
  const { session, me } = useMemberSession();
  const list = useRewards(session.collectorToken, { exclusive: reward.exclusive });
  const live = list.data?.items.find((r) => r.id === reward.id) ?? reward;
  const locked = reward.exclusive && Boolean(list.data) && !list.data?.subscriber;
  const member = me.data;
  const missing = member && !member.anonymous && !locked && live.type !== 'fund' && live.state === 'running' ? live.cost - member.points_available : 0;
  return <StateBadge reward={live} locked={locked} missing={missing > 0 ? missing : null} />;
}
