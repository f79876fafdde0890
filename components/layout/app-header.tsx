import { getTranslations } from 'next-intl/server';
import { CurrencyIcon } from '@/components/ui/currency-icon';
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
        <HeaderBalance />
      </div>
    </header>
  );
}
