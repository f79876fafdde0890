import { useTranslations } from 'next-intl';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import card from '@/components/open/open-page.module.css';
import { SignInForm } from './sign-in-form';
import { SignInBackLink } from './back-link';
import styles from './sign-in.module.css';

/** /login: our SSO's sign-in page (docs/sso.md, "Signing in"); the form is the only client part. */
export function SignInPage() {
  const t = useTranslations('signIn');
  return (
    <div className={card.card}>
      <div className={card.brand}>
        <CurrencyIcon size={36} />
      </div>
      <h1>{t('title')}</h1>
      <p className={card.text}>{t('text')}</p>
      <SignInForm />
      <p className={styles.note}>{t('noAccount')}</p>
      <SignInBackLink />
    </div>
  );
}
