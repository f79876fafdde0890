'use client';
import { useTranslations } from 'next-intl';
import { useAddressQuery } from '@/lib/client/address-query';
import { signInBack } from '@/lib/client/sign-in-go';
import styles from './sign-in.module.css';

/**
 * The way back without signing in (an app's webview may have no back button): to the page that
 * sent the reader, when it is ours, with the session it left in this tab (lib/client/sign-in-go.ts).
 * Known only in the browser, so last on the page: nothing moves when it appears.
 */
export function SignInBackLink() {
  const t = useTranslations('signIn');
  const query = useAddressQuery();
  const back = query ? signInBack(query) : null;
  if (!back) return null;
  return (
    <p className={styles.note}>
      <a href={back} data-testid="sign-in-back">
        ‹ {t('back')}
      </a>
    </p>
  );
}
