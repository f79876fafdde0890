import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { HeaderBalance } from './header-balance';
import styles from './app-header.module.css';

export async function AppHeader() {
  const t = await getTranslations('app');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <span className={styles.brand}>
          <CurrencyIcon size={28} />
          {t('currency')}
        </span>
        <Suspense
          fallback={
            <span className={styles.balance}>
              <Skeleton width={72} height={18} />
            </span>
          }
        >
          <HeaderBalance />
        </Suspense>
      </div>
    </header>
  );
}
