import { Skeleton } from '@/components/ui/skeleton';
import styles from './activities.module.css';

/** Rows of the same height as the activity rows they stand in for. */
export function ActivitySkeleton({ rows }: { rows: number }) {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={styles.skeletonRow}>
          <Skeleton width="60%" height={18} />
          <Skeleton width={48} height={18} />
        </li>
      ))}
    </ul>
  );
}
