'use client';
import { useTranslations } from 'next-intl';
import { useSsoProblem } from '@/lib/client/use-sso-check';
import { SignInAction } from './sign-in-action';
import styles from './sign-in-problem.module.css';

/**
 * A signed-in member whose address lost or garbled the SSO pair (hash, token) can look around but
 * not use what they own: said when the page opens, with the way to sign in again (docs/product.md §6.7).
 * Anonymous readers are asked to sign in by the page itself.
 */
export function SignInProblem() {
  const t = useTranslations('app.signInProblem');
  const problem = useSsoProblem();
  if (problem !== 'MISSING_HASH_TOKEN' && problem !== 'INVALID_HASH_TOKEN') return null;
  return (
    <div className={styles.box} role="status" data-testid="sign-in-problem">
      <p className={styles.text}>
        <strong>{t('title')}</strong> {t('text')}
      </p>
      <SignInAction />
    </div>
  );
}
