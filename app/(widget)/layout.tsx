import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The widget layout (docs/product.md §3). Its pages arrive with their features.
export default function WidgetLayout({ children }: { children: ReactNode }) {
  return <div className={styles.widget}>{children}</div>;
}
