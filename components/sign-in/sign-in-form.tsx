'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/api-error';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { useAddressQuery } from '@/lib/client/address-query';
import { signIn } from '@/lib/client/sign-in-api';
import { forgetSignInFrom, signInFrom } from '@/lib/client/sign-in-go';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import styles from './sign-in.module.css';

/**
 * Our SSO's sign-in (docs/sso.md, "Signing in"): username or e-mail and password; on success the
 * whole window goes to the page that sent the reader (`return`), now with the session in its address.
 */
export function SignInForm() {
  const t = useTranslations('signIn');
  const errorText = useApiErrorText();
  const query = useAddressQuery();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!login.trim() || !password) return setError(t('required'));
    setBusy(true);
    setError(null);
    try {
      // The page that sent the reader here may have left its address with its collector token: its Räppli come along (lib/client/sign-in-go.ts).
      const { redirect } = await signIn({ login: login.trim(), password, return: query?.get('return') ?? undefined, collector_token: signInFrom() });
      forgetSignInFrom();
      window.location.assign(redirect);
    } catch (err) {
      const wait =
        err instanceof ApiClientError && err.code === 'RATE_LIMITED' ? Number((err.details as { retry_after?: number } | undefined)?.retry_after) : NaN;
      setError(Number.isFinite(wait) ? t('tooMany', { minutes: Math.max(1, Math.ceil(wait / 60)) }) : errorText(err));
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <form className={`${form.fields} ${styles.form}`} method="post" onSubmit={submit} noValidate data-testid="sign-in-form">
      <label className={form.field}>
        <span className={form.label}>{t('login')}</span>
        <input
          className={form.input}
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          aria-invalid={error ? true : undefined}
          required
        />
      </label>
      <label className={form.field}>
        <span className={form.label}>{t('password')}</span>
        <input
          className={form.input}
          name="password"
          type={show ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          required
        />
      </label>
      <label className={form.check}>
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
        <span>{t('showPassword')}</span>
      </label>
      <p className={styles.error} role="alert" data-testid="sign-in-error">
        {error}
      </p>
      <button type="submit" className={button.button} aria-busy={busy || undefined} disabled={!query}>
        {busy ? t('working') : t('submit')}
      </button>
    </form>
  );
}
