'use client';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { SignInAction } from '@/components/session/sign-in-action';
import styles from './my-rewards.module.css';

/** Anonymous members have no profile and no rewards of their own (docs/product.md §2.1): the way to sign in. */
export function LoginHint({ detail = false }: { detail?: boolean }) {
  const t = useTranslations('myRewards');
  return (
    <div data-testid="login-hint">
      <Card>
        <h2 className={styles.hintTitle}>{t('loginTitle')}</h2>
        <p className={styles.muted}>{t('loginText')}</p>
        {detail ? <p className={styles.muted}>{t('loginDetail')}</p> : null}
        <SignInAction />
      </Card>
    </div>
  );
}
