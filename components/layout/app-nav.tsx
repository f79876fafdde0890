'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { useAppRouter } from '@/lib/client/navigation';
import { usePrefetchWhenSettled } from '@/lib/client/use-prefetch-when-settled';
import { useSpecialsMenu } from '@/lib/client/specials-api';
import { currentNavKey, navItems, type NavItem } from './nav-items';
import styles from './app-nav.module.css';

const available = navItems.filter((item) => item.available);
// How long the note on a section that is not there yet stays.
const NOTE_MS = 4000;

/**
 * The app's navigation over all /me sections; links keep the collector_token. A section that is not
 * there yet says so when tapped (a title alone never shows on a touch screen).
 */
export function AppNav() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const current = currentNavKey(pathname);
  // The running specials' menu links, after the sections: hidden until loaded, after a failure or for none.
  const specials = useSpecialsMenu();
  const [soon, setSoon] = useState<NavItem['key'] | null>(null);
  useEffect(() => {
    if (!soon) return;
    const timer = setTimeout(() => setSoon(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [soon]);
  // The sections are on every page: fetched ahead once the page has settled, not while it loads.
  const { href: keep } = useAppRouter();
  usePrefetchWhenSettled(available.map((item) => keep(item.href)));
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul className={styles.list}>
        {navItems.map((item) => (
          <li key={item.key} className={styles.item}>
            {item.available ? (
              <AppLink href={item.href} prefetch={false} className={styles.link} aria-current={item.key === current ? 'page' : undefined}>
                {t(item.key)}
              </AppLink>
            ) : (
              <button type="button" className={styles.disabled} onClick={() => setSoon(item.key)}>
                {t(item.key)} <span className={styles.soon}>{t('soon')}</span>
              </button>
            )}
          </li>
        ))}
        {specials.map((s) => (
          <li key={s.slug} className={styles.item}>
            <AppLink href={`/me/special/${s.slug}`} prefetch={false} className={styles.link} aria-current={pathname === `/me/special/${s.slug}` ? 'page' : undefined} data-testid="nav-special">
              {s.menu_link}
            </AppLink>
          </li>
        ))}
      </ul>
      <p className={styles.note} role="status" data-testid="nav-note">
        {soon ? t('soonNote', { section: t(soon) }) : null}
      </p>
    </nav>
  );
}
