import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { AppHeader } from '@/components/layout/app-header';
import { AppNav } from '@/components/layout/app-nav';
import { SessionGate } from '@/components/session/session-gate';
import styles from '@/components/layout/default-frame.module.css';

export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('app');
  return (
    <>
      <a className="skip-link" href="#inhalt">
        {t('skipToContent')}
      </a>
      <AppHeader />
      <Suspense fallback={<div style={{ height: 47 }} />}>
        <AppNav />
      </Suspense>
      <main className={styles.main} id="inhalt">
        <Suspense fallback={null}>
          <SessionGate>{children}</SessionGate>
        </Suspense>
      </main>
    </>
  );
}
