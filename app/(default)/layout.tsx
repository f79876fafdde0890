import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AppHeader } from '@/components/layout/app-header';
import { AppNav } from '@/components/layout/app-nav';
import { CURRENT_TAB_SCRIPT } from '@/components/layout/current-tab';
import { SessionGate } from '@/components/session/session-gate';
import styles from '@/components/layout/default-frame.module.css';
import { EARLY_ME_SCRIPT } from '@/lib/client/early-me';
import { InlineScript } from '@/components/system/inline-script';

// Header, navigation and the page are in the HTML; the session gate only swaps the page for the
// error page when /api/me fails (docs/architecture.md, "Pages").
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('app');
  return (
    <>
      {/* Asks for /api/me while the page's JavaScript is still loading (lib/client/early-me.ts). */}
      <InlineScript code={EARLY_ME_SCRIPT} />
      <a className="skip-link" href="#inhalt">
        {t('skipToContent')}
      </a>
      <AppHeader />
      <AppNav />
      {/* Scrolls the navigation to the current tab before the first paint (components/layout/current-tab.ts). */}
      <InlineScript code={CURRENT_TAB_SCRIPT} />
      <main className={styles.main} id="inhalt">
        <SessionGate>{children}</SessionGate>
      </main>
    </>
  );
}
