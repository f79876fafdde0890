'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { AppLink } from '@/components/ui/app-link';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { usePublicConfig } from '@/lib/client/public-config';
import { appDeepLink } from '@/lib/domain/entry';
import styles from './open-page.module.css';
import button from '@/components/ui/button.module.css';

/** /open: asks whether to open a share link in the app or in the browser (docs/product.md §6.3). */
export function OpenChoice() {
  const t = useTranslations('open');
  const params = useSearchParams();
  const entry = params.get('entry');
  const { data: config } = usePublicConfig();
  const browserHref = `/me/open${entry ? `?entry=${encodeURIComponent(entry)}` : ''}`;
  return (
    <div className={styles.card}>
      <div className={styles.brand}>
        <CurrencyIcon size={36} />
        <span>{useTranslations('app')('currency')}</span>
      </div>
      <h1>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <a className={button.button} href={appDeepLink(config?.uri_scheme ?? 'raeppli', entry)} data-testid="open-in-app">
        {t('inApp')}
      </a>
      <AppLink className={`${button.button} ${button.secondary}`} href={browserHref} data-testid="open-in-browser">
        {t('inBrowser')}
      </AppLink>
    </div>
  );
}
