import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The vplus layout (docs/product.md §3): the profile widget, /widget/profile (docs/widgets.md).
export default function VplusLayout({ children }: { children: ReactNode }) {
  return <div className={styles.vplus}>{children}</div>;
}
