import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';
import { EARLY_PAGE_SCRIPT } from '@/lib/client/early-me';
import { InlineScript } from '@/components/system/inline-script';

// The notification layout (docs/product.md §3): a popup over the host page's dimmed content
// (docs/notifications.md, "Pages"); the editors' popup preview uses it too.
export default function NotificationLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* A popup's record list starts while its JavaScript is still loading (lib/client/early-me.ts). */}
      <InlineScript code={EARLY_PAGE_SCRIPT} />
      <div className={styles.notification}>{children}</div>
    </>
  );
}
