import type { Reward } from '@/lib/contracts/rewards';
import { CostLabel } from '@/components/rewards/common/cost-label';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { rewardHref } from './hrefs';
import { WebViewLink } from './web-view-link';
import styles from './widgets.module.css';

/** A widget's list of rewards, or a line that there are none. */
export function RewardRows({ items, empty }: { items: Reward[]; empty: string }) {
  if (items.length === 0) return <p className={styles.notice}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {items.map((r) => (
        <RewardRow key={r.id} reward={r} />
      ))}
    </ul>
  );
}

/** One reward in a widget's list: picture, title and price, a way to its detail in the web view. */
export function RewardRow({ reward }: { reward: Reward }) {
  return (
    <li>
      <WebViewLink href={rewardHref(reward.id)} variant="plain" className={styles.row} testId="widget-reward-row">
        <span className={styles.rowMedia}>
          {/* In the pictures' own 16:10, as in the shop and the post lists: a square cut off their sides. */}
          <RewardImage src={reward.image_url} />
        </span>
        <span className={styles.rowBody}>
          <span className={styles.rowTitle}>{reward.title}</span>
          <CostLabel reward={reward} />
        </span>
      </WebViewLink>
    </li>
  );
}
