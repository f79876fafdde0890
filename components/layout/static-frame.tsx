import type { ReactNode } from 'react';
import styles from './static-frame.module.css';

/** The static layout: one column hanging from the top, no navigation (static-frame.module.css says why). */
export function StaticFrame({ children }: { children: ReactNode }) {
  return (
    <main className={styles.frame} id="inhalt">
      <div className={styles.inner}>{children}</div>
    </main>
  );
}
