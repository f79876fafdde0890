import type { Reward } from '@/lib/contracts/rewards';
import { RewardCard } from '@/components/rewards/common/reward-card';
import styles from './shop.module.css';

/** Two columns of reward cards on a phone. */
export function RewardGrid({ items }: { items: Reward[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((r) => (
        <li key={r.id}>
          <RewardCard reward={r} />
        </li>
      ))}
    </ul>
  );
}
