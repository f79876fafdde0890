import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The widget layout (spec §2). Its pages arrive with their features.
export default function WidgetLayout({ children }: { children: ReactNode }) {
  return <div className={styles.widget}>{children}</div>;
}
