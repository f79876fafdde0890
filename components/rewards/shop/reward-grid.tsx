import type { Reward } from '@/lib/contracts/rewards';
import { RewardCard } from '@/components/rewards/common/reward-card';
import { RewardCardSkeleton } from '@/components/rewards/common/reward-card-skeleton';
import styles from './shop.module.css';

/** Two columns of reward cards on a phone; `skeletons` cards while loading. */
export function RewardGrid({ items, locked = false, skeletons = 0 }: { items?: Reward[]; locked?: boolean; skeletons?: number }) {
  return (
    <ul className={styles.grid}>
      {items
        ? items.map((r) => (
            <li key={r.id}>
              <RewardCard reward={r} locked={locked && r.exclusive} />
            </li>
          ))
        : Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <RewardCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
