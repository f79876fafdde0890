import { Skeleton } from '@/components/ui/skeleton';
import common from '@/components/rewards/common/common.module.css';
import styles from './detail.module.css';

export function DetailSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true">
      <div className={styles.hero}>
        <span className={`${common.imageBox} ${common.wide}`} />
      </div>
      <div className={styles.head}>
        <Skeleton height={28} width="80%" />
        <Skeleton height={18} width="40%" />
        <Skeleton height={24} width={120} />
      </div>
      <div className={styles.actionSkeleton} />
    </div>
  );
}
