import { getTranslations } from 'next-intl/server';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from './error-page.module.css';

export async function MaintenanceNotice() {
  const t = await getTranslations('maintenance');
  return (
    <div className={styles.page} data-testid="maintenance">
      <CurrencyIcon size={48} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
    </div>
  );
}
