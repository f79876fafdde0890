import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The notification layout (docs/product.md §3). Its pages arrive with their features.
export default function NotificationLayout({ children }: { children: ReactNode }) {
  return <div className={styles.notification}>{children}</div>;
}
