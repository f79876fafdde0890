'use client';
import type { Reward } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { CostLabel } from './cost-label';
import { RewardImage } from './reward-image';
import { StateBadge } from './state-badge';
import styles from './common.module.css';

export const rewardHref = (id: number) => `/me/rewards/detail/${id}`;

/**
 * One reward as a link to its detail page. `large` shows the description too (slider);
 * `locked`: a subscriber item seen by a non-subscriber.
 */
export function RewardCard({ reward, size = 'small', locked = false, eager = false }: { reward: Reward; size?: 'small' | 'large'; locked?: boolean; eager?: boolean }) {
  const inactive = reward.state !== 'running' || locked;
  return (
    <AppLink
      href={rewardHref(reward.id)}
      className={`${styles.card} ${size === 'large' ? styles.cardLarge : ''} ${inactive ? styles.cardInactive : ''}`}
      data-testid="reward-card"
      data-reward-id={reward.id}
    >
      <span className={styles.cardMedia}>
        <RewardImage src={reward.image_url} eager={eager} />
        <StateBadge reward={reward} locked={locked} />
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{reward.title}</span>
        {size === 'large' ? <span className={styles.cardText}>{reward.description}</span> : null}
        {reward.sponsor ? <span className={styles.cardSponsor}>{reward.sponsor}</span> : null}
        <span className={styles.cardCost}>
          <CostLabel reward={reward} />
        </span>
      </span>
    </AppLink>
  );
}
