'use client';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { StaffRole } from '@/lib/contracts/console';
import { logout, useConsoleMe } from '@/lib/client/console-api';
import styles from './console.module.css';

/** The console's sections and who sees them (docs/console.md, Roles); admins see everything. */
export const SECTIONS: {
  href: string;
  key: 'rewards' | 'raffles' | 'content' | 'orders' | 'members' | 'liability' | 'staff' | 'audit' | 'webhooks' | 'vitals';
  roles: StaffRole[];
}[] = [
  { href: '/console/rewards', key: 'rewards', roles: ['editor'] },
  { href: '/console/raffles', key: 'raffles', roles: ['editor'] },
  { href: '/console/content', key: 'content', roles: ['editor'] },
  { href: '/console/orders', key: 'orders', roles: ['operator'] },
  { href: '/console/members', key: 'members', roles: ['operator'] },
  { href: '/console/liability', key: 'liability', roles: ['operator'] },
  { href: '/console/staff', key: 'staff', roles: [] },
  { href: '/console/audit', key: 'audit', roles: [] },
  { href: '/console/webhooks', key: 'webhooks', roles: [] },
  { href: '/console/vitals', key: 'vitals', roles: ['editor', 'operator'] },
];
export const mayOpen = (role: StaffRole, roles: StaffRole[]) => role === 'admin' || roles.includes(role);

/**
 * Every console page but the login: the bar with the sections the role may open and the way out,
 * then the page if the role may see it (`roles`; admins always may). Without a session (none,
 * expired, logged out elsewhere) it goes to the login, which returns here.
 */
export function ConsoleFrame({ roles, children }: { roles?: StaffRole[]; children: ReactNode }) {
  const t = useTranslations('console');
  const errors = useTranslations('errors');
  const me = useConsoleMe();
  const router = useRouter();
  const path = usePathname();
  const signedOut = me.error?.status === 401;
  useEffect(() => {
    if (signedOut) router.replace(`/console/login?next=${encodeURIComponent(path)}`);
  }, [signedOut, router, path]);

  const staff = me.data?.staff;
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link href="/console" className={styles.brand}>
          {t('title')}
        </Link>
        {staff ? (
          <>
            <nav aria-label={t('nav.label')} className={styles.nav}>
              {SECTIONS.filter((s) => mayOpen(staff.role, s.roles)).map((s) => (
                <Link key={s.key} href={s.href} className={styles.navLink} aria-current={path.startsWith(s.href) ? 'page' : undefined}>
                  {t(`nav.${s.key}`)}
                </Link>
              ))}
            </nav>
            <div className={styles.who}>
              <span data-testid="console-who">{t('signedInAs', { email: staff.email, role: t(`roles.${staff.role}`) })}</span>
              <button
                type="button"
                className={styles.barButton}
                onClick={async () => {
                  await logout().catch(() => undefined);
                  await me.mutate(undefined, { revalidate: false });
                  router.replace('/console/login');
                }}
              >
                {t('logout')}
              </button>
            </div>
          </>
        ) : null}
      </header>
      <main className={styles.main} id="console-main">
        {staff ? (
          !roles || mayOpen(staff.role, roles) ? (
            children
          ) : (
            <p className={styles.notice} data-tone="error" role="alert" data-testid="console-forbidden">
              {errors('FORBIDDEN')}
            </p>
          )
        ) : me.error && !signedOut ? (
          <p className={styles.notice} data-tone="error" role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className={styles.barButton} style={{ color: 'inherit' }} onClick={() => void me.mutate()}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <p className={styles.muted}>{t('loading')}</p>
        )}
      </main>
    </div>
  );
}
