'use client';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import { ApiClientError } from '@/lib/client/api-error';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { login } from '@/lib/client/console-api';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';

/** /console/login: e-mail and password; back to the page that asked (`next`, a console path only). */
export function LoginForm() {
  const t = useTranslations('console');
  const errorText = useApiErrorText();
  const router = useRouter();
  const params = useSearchParams();
  const next = params.get('next');
  const target = next && next.startsWith('/console') && !next.startsWith('//') ? next : '/console';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const me = await login(email, password);
      await mutate('/me', me, { revalidate: false });
      router.replace(target);
    } catch (err) {
      const wait =
        err instanceof ApiClientError && err.code === 'RATE_LIMITED' ? Number((err.details as { retry_after?: number } | undefined)?.retry_after) : NaN;
      setError(Number.isFinite(wait) ? t('login.tooMany', { minutes: Math.max(1, Math.ceil(wait / 60)) }) : errorText(err));
      setBusy(false);
    }
  };

  return (
    <div className={styles.shell}>
      <main className={`${styles.card} ${styles.login}`}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('login.intro')}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <span className={styles.label}>{t('login.email')}</span>
            <input className={styles.input} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t('login.password')}</span>
            <input
              className={styles.input}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </label>
          {error ? (
            <p className={styles.notice} data-tone="error" role="alert" data-testid="login-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className={button.button} aria-busy={busy || undefined}>
            {busy ? t('login.working') : t('login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
