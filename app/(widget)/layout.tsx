import type { ReactNode } from 'react';
import styles from '@/components/layout/frames.module.css';
import { EARLY_PAGE_SCRIPT } from '@/lib/client/early-me';
import { InlineScript } from '@/components/system/inline-script';

// The widget layout (docs/product.md §3): most widget routes (docs/widgets.md).
export default function WidgetLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* A widget's /api/me starts while its JavaScript is still loading (lib/client/early-me.ts). */}
      <InlineScript code={EARLY_PAGE_SCRIPT} />
      <div className={styles.widget}>{children}</div>
    </>
  );
}
