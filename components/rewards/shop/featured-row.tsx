import type { Reward } from '@/lib/contracts/rewards';
import { RewardCard } from '@/components/rewards/common/reward-card';
import styles from './shop.module.css';

/**
 * The top rewards as swiper's own markup (wrapper and slides), rendered on the server: until
 * swiper mounts on these very nodes it is a row that scrolls and snaps by itself, and when it does,
 * no picture is painted twice (docs/architecture.md, "Pages").
 */
export function FeaturedRow({ items }: { items: Reward[] }) {
  return (
    <div className={`swiper-wrapper ${styles.featuredRow}`}>
      {items.map((r, i) => (
        <div key={r.id} className={`swiper-slide ${styles.featuredSlide}`}>
          <RewardCard reward={r} size="large" eager={i === 0} />
        </div>
      ))}
    </div>
  );
}
