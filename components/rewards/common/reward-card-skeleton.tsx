import { Skeleton } from '@/components/ui/skeleton';
import styles from './common.module.css';

/** Holds a card's place while the catalogue loads (same box as RewardCard small). */
export function RewardCardSkeleton() {
  return (
    <span className={styles.card} aria-hidden="true">
      <span className={`${styles.imageBox} ${styles.wide}`} />
      <span className={styles.cardBody}>
        <Skeleton height={18} />
        <Skeleton width="60%" height={14} />
        <span className={styles.cardCost}>
          <Skeleton width={90} height={18} />
        </span>
      </span>
    </span>
  );
}
