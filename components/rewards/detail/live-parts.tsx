'use client';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import { StateBadge } from '@/components/rewards/common/state-badge';
import { LoadFailed } from '@/components/rewards/shop/load-failed';
import { FundPanel } from './fund-panel';
import { RafflePanel } from './raffle-panel';
import { OutcomeSkeleton } from './raffle-outcome';
import { RedeemAction } from './redeem-action';
import { isDrawnRaffle } from '@/lib/domain/redeem-status';
import { RewardFacts } from './reward-facts';
import { useLiveReward } from './reward-live';
import styles from './detail.module.css';

// The leaves of the detail page that show live or member figures (reward-live.tsx).

export function LiveStateBadge() {
  const { reward } = useLiveReward();
  return <StateBadge reward={reward} locked={reward.exclusive && !reward.my?.subscriber} />;
}

/** The redeem button or why there is none; holds its place until the member's view is there. */
export function LiveRedeemAction() {
  const t = useTranslations('shop');
  const { session, me } = useMemberSession();
  const { reward, own, error, retry } = useLiveReward();
  if (error && !own) return <LoadFailed message={t('detail.loadFailed')} onRetry={retry} />;
  if (!own || !me.data) return isDrawnRaffle(reward) ? <OutcomeSkeleton /> : <div className={styles.actionSkeleton} aria-busy="true" />;
  return (
    <RedeemAction
      reward={reward}
      balance={me.data.points_available}
      session={{ collectorToken: session.collectorToken, hash: session.hash, token: session.token, purAbo: session.purAbo }}
    />
  );
}

export const LiveRafflePanel = () => <RafflePanel reward={useLiveReward().reward} />;
export const LiveFundPanel = () => <FundPanel reward={useLiveReward().reward} />;
export const LiveRewardFacts = () => <RewardFacts reward={useLiveReward().reward} />;
