import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The vplus layout (docs/product.md §3). Its pages arrive with their features.
export default function VplusLayout({ children }: { children: ReactNode }) {
  return <div className={styles.vplus}>{children}</div>;
}
