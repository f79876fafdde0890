'use client';
import { useLayoutEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { useAppRouter } from '@/lib/client/navigation';
import { usePrefetchWhenSettled } from '@/lib/client/use-prefetch-when-settled';
import { useSpecialsMenu } from '@/lib/client/specials-api';
import { currentNavKey, navItems } from './nav-items';
import { revealCurrentTab } from './current-tab';
import styles from './app-nav.module.css';

/** The app's navigation over all /me sections and the running specials; links keep the collector_token. */
export function AppNav() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const current = currentNavKey(pathname);
  // The running specials' menu links, after the sections: hidden until loaded, after a failure or for none.
  const specials = useSpecialsMenu();
  // The sections are on every page: fetched ahead once the page has settled, not while it loads.
  const { href: keep } = useAppRouter();
  usePrefetchWhenSettled(navItems.map((item) => keep(item.href)));
  // The HTML's script (CURRENT_TAB_SCRIPT) reveals the tab at the first paint; this does it after a
  // navigation in the browser, and for a special's tab, which appears once the specials have loaded.
  const row = useRef<HTMLUListElement>(null);
  const shown = current ?? specials.find((s) => pathname === `/me/special/${s.slug}`)?.slug ?? null;
  useLayoutEffect(() => revealCurrentTab(row.current), [shown]);
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul className={styles.list} ref={row} data-tab-row>
        {navItems.map((item) => (
          <li key={item.key} className={styles.item}>
            <AppLink href={item.href} prefetch={false} className={styles.link} aria-current={item.key === current ? 'page' : undefined}>
              {t(item.key)}
            </AppLink>
          </li>
        ))}
        {specials.map((s) => (
          <li key={s.slug} className={styles.item}>
            <AppLink
              href={`/me/special/${s.slug}`}
              prefetch={false}
              className={styles.link}
              aria-current={pathname === `/me/special/${s.slug}` ? 'page' : undefined}
              data-testid="nav-special"
            >
              {s.menu_link}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
