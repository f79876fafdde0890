import { useTranslations } from 'next-intl';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import styles from '@/components/open/open-page.module.css';
import { IndexAction } from './index-action';

/** The index: what Räppli is; with a collector token it forwards to the overview. */
export function IndexLanding() {
  const t = useTranslations('index');
  return (
    <div className={styles.card}>
      <div className={styles.brand}>
        <CurrencyIcon size={48} />
      </div>
      <h1>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <IndexAction cta={t('cta')} noToken={t('noToken')} />
    </div>
  );
}
