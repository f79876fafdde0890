import { useTranslations } from 'next-intl';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { OpenLinks } from './open-links';
import styles from './open-page.module.css';

/** /open: asks whether to open a share link in the app or in the browser (docs/product.md §6.3). */
export function OpenChoice({ uriScheme }: { uriScheme: string }) {
  const t = useTranslations('open');
  const app = useTranslations('app');
  return (
    <div className={styles.card}>
      <div className={styles.brand}>
        <CurrencyIcon size={36} />
        <span>{app('currency')}</span>
      </div>
      <h1>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <OpenLinks uriScheme={uriScheme} inApp={t('inApp')} inBrowser={t('inBrowser')} appMissing={t('appMissing')} />
    </div>
  );
}
