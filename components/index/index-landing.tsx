'use client';
import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useAppRouter } from '@/lib/client/navigation';
import { AppLink } from '@/components/ui/app-link';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from '@/components/open/open-page.module.css';
import button from '@/components/ui/button.module.css';

/** The index: with a collector token it forwards to the overview; without, it explains Räppli. */
export function IndexLanding() {
  const t = useTranslations('index');
  const token = useSearchParams().get('collector_token');
  const router = useAppRouter();
  useEffect(() => {
    if (token) router.replace('/me/overview');
  }, [token, router]);
  return (
    <div className={styles.card}>
      <div className={styles.brand}>
        <CurrencyIcon size={48} />
      </div>
      <h1>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      {token ? (
        <AppLink className={button.button} href="/me/overview">
          {t('cta')}
        </AppLink>
      ) : (
        <p className={styles.text}>{t('noToken')}</p>
      )}
    </div>
  );
}
