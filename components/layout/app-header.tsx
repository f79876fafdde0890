import { getTranslations } from 'next-intl/server';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { HeaderAvatar } from './header-avatar';
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
        <div className={styles.member}>
          <HeaderAvatar />
          <HeaderBalance />
        </div>
      </div>
    </header>
  );
}
