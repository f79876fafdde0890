import type { Reward } from '@/lib/contracts/rewards';
import { RewardCard } from '@/components/rewards/common/reward-card';
import styles from './shop.module.css';

/** The slider's slides laid out as the slider lays them out, as a row that scrolls and snaps by itself: shown until swiper has loaded. */
export function FeaturedRow({ items }: { items: Reward[] }) {
  return (
    <div className={styles.featuredRow}>
      {items.map((r, i) => (
        <div key={r.id} className={styles.featuredSlide}>
          <RewardCard reward={r} size="large" eager={i === 0} />
        </div>
      ))}
    </div>
  );
}
