import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/layout/default-frame.module.css';

// Editors' previews (docs/console.md, Previews): the member area's page column without the member's
// header and navigation (there is no member), never indexed.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('preview');
  return { title: { absolute: t('title') }, robots: { index: false, follow: false } };
}

export default function PreviewLayout({ children }: { children: ReactNode }) {
  return (
    <main className={styles.main} id="inhalt">
      {children}
    </main>
  );
}
