import type { ReactNode } from 'react';
import styles from './static-frame.module.css';

/** The static layout: one centred column, no navigation. */
export function StaticFrame({ children }: { children: ReactNode }) {
  return (
    <main className={styles.frame} id="inhalt">
      <div className={styles.inner}>{children}</div>
    </main>
  );
}
