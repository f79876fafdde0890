import type { Reward } from '@/lib/contracts/rewards';
import { RewardCard } from '@/components/rewards/common/reward-card';
import styles from './shop.module.css';

/**
 * Two columns of reward cards on a phone. `leadsPage`: the grid is the first thing of its page,
 * so the first row's pictures are in the first view and load at once (the page's largest paint).
 */
export function RewardGrid({ items, leadsPage = false }: { items: Reward[]; leadsPage?: boolean }) {
  return (
    <ul className={styles.grid}>
      {items.map((r, i) => (
        <li key={r.id}>
          <RewardCard reward={r} eager={leadsPage && i < 2} />
        </li>
      ))}
    </ul>
  );
}
