import type { DoorMark } from '@/lib/domain/special-days';
import styles from './specials.module.css';

/** A door's mark: a star for today's, a tick for one the member opened, a lock for a locked one; none for one that is over. */
export function DoorIcon({ mark }: { mark: DoorMark }) {
  if (mark === 'over') return null;
  return (
    <svg className={styles.doorIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {mark === 'today' ? (
        <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z" fill="currentColor" />
      ) : mark === 'opened' ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M7 10V7.5a5 5 0 0 1 10 0V10h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7.5a3 3 0 0 0-6 0z" fill="currentColor" />
      )}
    </svg>
  );
}
