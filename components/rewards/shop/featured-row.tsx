import type { Reward } from '@/lib/contracts/rewards';
import { RewardCard } from '@/components/rewards/common/reward-card';
import styles from './shop.module.css';

/** The slider's first slides laid out as the slider lays them out: shown until swiper has loaded. */
export function FeaturedRow({ items }: { items: Reward[] }) {
  return (
    <div className={styles.featuredRow}>
      {items.slice(0, 2).map((r, i) => (
        <div key={r.id} className={styles.featuredSlide}>
          <RewardCard reward={r} size="large" eager={i === 0} />
        </div>
      ))}
    </div>
  );
}
