import type { ReactNode } from 'react';
import { EARLY_PAGE_SCRIPT } from '@/lib/client/early-me';
import { InlineScript } from '@/components/system/inline-script';

// The festive pages (Christmas, the birthday week; docs/notifications.md, "Pages"): full screen,
// without the popup's frame. Their record list starts while the JavaScript loads (lib/client/early-me.ts).
export default function NotificationPageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <InlineScript code={EARLY_PAGE_SCRIPT} />
      {children}
    </>
  );
}
