'use client';
import { useTranslations } from 'next-intl';
import { supportToken } from '@/lib/domain/support-token';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { SignInAction } from '@/components/session/sign-in-action';
import { reloadToRewards } from './reload-action';
import styles from './error-page.module.css';
import button from '@/components/ui/button.module.css';

/**
 * The generic error page with the support token (docs/product.md §4.6, §7.6), shown when AppState is error. Its
 * retry is the reload action (/me/rewards with the address's session); `onRetry` is the fallback
 * when the address carries no collector_token, and offering it shows the button — only where asking
 * again can help. An account the server does not know gets the way in again instead; a token that
 * was merged into an account on sign-in (another tab signed in) gets the way to that account.
 */
export function SupportErrorPage({
  collectorToken,
  unknownAccount = false,
  merged = false,
  onRetry,
}: {
  collectorToken: string;
  unknownAccount?: boolean;
  merged?: boolean;
  onRetry?: () => void;
}) {
  const t = useTranslations('errorPage');
  return (
    <div className={styles.page} role="alert" data-testid="error-page">
      <div className={styles.brand}>
        <CurrencyIcon size={32} />
        <span>{useTranslations('app')('currency')}</span>
      </div>
      <h1 className={styles.title}>{merged ? t('mergedTitle') : t('title')}</h1>
      <p className={styles.text}>{!collectorToken ? t('noToken') : merged ? t('merged') : unknownAccount ? t('unknownAccount') : t('text')}</p>
      <p className={styles.token} data-testid="support-token">
        {t('supportToken', { token: supportToken(collectorToken) })}
      </p>
      <p className={styles.text}>{t('supportHint')}</p>
      {merged ? (
        <div className={styles.actions}>
          <SignInAction />
        </div>
      ) : onRetry ? (
        <div className={styles.actions}>
          <button type="button" className={button.button} onClick={() => reloadToRewards() || onRetry()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
