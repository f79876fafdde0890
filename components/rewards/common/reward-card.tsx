import type { Reward } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { CostLabel } from './cost-label';
import { RewardImage } from './reward-image';
import { CardStateBadge } from './card-state-badge';
import styles from './common.module.css';

export const rewardHref = (id: number) => `/me/rewards/detail/${id}`;

/**
 * One reward as a link to its detail page, rendered where the list is (on the server for the
 * catalogue); the badge is a member leaf. `large` shows the description too (slider).
 */
export function RewardCard({ reward, size = 'small', eager = false }: { reward: Reward; size?: 'small' | 'large'; eager?: boolean }) {
  const inactive = reward.state !== 'running';
  return (
    <AppLink
      href={rewardHref(reward.id)}
      // A list of cards would prefetch every detail page on a phone's data plan; the detail is a cached page.
      prefetch={false}
      className={`${styles.card} ${size === 'large' ? styles.cardLarge : ''} ${inactive ? styles.cardInactive : ''}`}
      data-testid="reward-card"
      data-reward-id={reward.id}
    >
      <span className={styles.cardMedia}>
        <RewardImage src={reward.image_url} eager={eager} />
        {/* Only what the badge reads travels to the browser, not the whole reward. */}
        <CardStateBadge
          reward={{ id: reward.id, state: reward.state, starts_at: reward.starts_at, exclusive: reward.exclusive, type: reward.type, cost: reward.cost }}
        />
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
