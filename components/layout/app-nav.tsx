'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { useAppRouter } from '@/lib/client/navigation';
import { usePrefetchWhenSettled } from '@/lib/client/use-prefetch-when-settled';
import { navItems } from './nav-items';
import styles from './app-nav.module.css';

const available = navItems.filter((item) => item.available);

/** The app's navigation over all /me sections; links keep the collector_token. */
export function AppNav() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  // The sections are on every page: fetched ahead once the page has settled, not while it loads.
  const { href: keep } = useAppRouter();
  usePrefetchWhenSettled(available.map((item) => keep(item.href)));
  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul className={styles.list}>
        {navItems.map((item) => (
          <li key={item.key} className={styles.item}>
            {item.available ? (
              <AppLink
                href={item.href}
                prefetch={false}
                className={styles.link}
                aria-current={pathname.startsWith(item.href) ? 'page' : undefined}
              >
                {t(item.key)}
              </AppLink>
            ) : (
              <span className={styles.disabled} aria-disabled="true" title={t('soonTitle')}>
                {t(item.key)} <span className={styles.soon}>{t('soon')}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
