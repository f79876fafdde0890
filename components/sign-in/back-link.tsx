'use client';
import { useTranslations } from 'next-intl';
import { useAddressQuery } from '@/lib/client/address-query';
import { sameOriginReturn } from '@/lib/domain/return-link';
import styles from './sign-in.module.css';

/**
 * The way back without signing in (an app's webview may have no back button): to the page that
 * sent the reader, when it is ours. Last on the page, so nothing moves when it appears.
 */
export function SignInBackLink() {
  const t = useTranslations('signIn');
  const query = useAddressQuery();
  const back = typeof window === 'undefined' ? null : sameOriginReturn(query, window.location.origin);
  if (!back) return null;
  return (
    <p className={styles.note}>
      <a href={back} data-testid="sign-in-back">
        ‹ {t('back')}
      </a>
    </p>
  );
}
