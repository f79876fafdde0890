import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';

// The notification layout (docs/product.md §3): a popup over the host page's dimmed content
// (docs/notifications.md, "Pages"); the editors' popup preview uses it too.
export default function NotificationLayout({ children }: { children: ReactNode }) {
  return <div className={styles.notification}>{children}</div>;
}
