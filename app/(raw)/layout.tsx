import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The raw layout (docs/product.md §3). Its pages arrive with their features.
export default function RawLayout({ children }: { children: ReactNode }) {
  return <div className={styles.raw}>{children}</div>;
}
