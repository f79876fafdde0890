'use client';
import { useTranslations } from 'next-intl';
import { supportToken } from '@/lib/domain/support-token';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { reloadToRewards } from './reload-action';
import styles from './error-page.module.css';
import button from '@/components/ui/button.module.css';

/**
 * The generic error page with the support token (docs/product.md §4.6, §7.6), shown when AppState is error. Its
 * retry is the reload action (/me/rewards with the address's session); `onRetry` is the fallback
 * when the address carries no collector_token, and offering it shows the button — only where asking
 * again can help. An account the server does not know gets the way in again instead.
 */
export function SupportErrorPage({ collectorToken, unknownAccount = false, onRetry }: { collectorToken: string; unknownAccount?: boolean; onRetry?: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <div className={styles.page} role="alert" data-testid="error-page">
      <div className={styles.brand}>
        <CurrencyIcon size={32} />
        <span>{useTranslations('app')('currency')}</span>
      </div>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{!collectorToken ? t('noToken') : unknownAccount ? t('unknownAccount') : t('text')}</p>
      <p className={styles.token} data-testid="support-token">
        {t('supportToken', { token: supportToken(collectorToken) })}
      </p>
      <p className={styles.text}>{t('supportHint')}</p>
      {onRetry ? (
        <div className={styles.actions}>
          <button type="button" className={button.button} onClick={() => reloadToRewards() || onRetry()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
