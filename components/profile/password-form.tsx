'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/api-error';
import { changePassword } from '@/lib/client/profile-api';
import { usePublicConfig } from '@/lib/client/public-config';
import type { SsoPair } from '@/lib/client/rewards-api';
import { brokenPasswordRule, type PasswordChange } from '@/lib/domain/password-rules';
import { Card } from '@/components/ui/card';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { TextField } from './profile-fields';
import { useProfileErrorText } from './use-profile-error-text';
import styles from './profile.module.css';

const EMPTY: Required<PasswordChange> = { current_password: '', new_password: '', new_password_confirmation: '' };
type Status = { kind: 'ok' | 'error'; text: string } | null;

/**
 * The password change (docs/product.md §11.2): the rules are checked here in their order before
 * anything is sent, the current password by the SSO; 5 wrong ones in 15 minutes make it wait.
 */
export function PasswordForm({ collectorToken, pair, ready }: { collectorToken: string; pair: SsoPair; ready: boolean }) {
  const t = useTranslations('profile.password');
  const errors = useTranslations('errors');
  const errorText = useProfileErrorText();
  const config = usePublicConfig();
  const [value, setValue] = useState(EMPTY);
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [invalid, setInvalid] = useState<(keyof PasswordChange)[]>([]);

  const set = (field: keyof PasswordChange) => (v: string) => {
    setStatus(null);
    setInvalid([]);
    setValue({ ...value, [field]: v });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const broken = brokenPasswordRule(value);
    if (broken) {
      setInvalid(
        broken === 'PASSWORD_FIELDS_REQUIRED'
          ? (Object.keys(value) as (keyof PasswordChange)[]).filter((k) => !value[k])
          : broken === 'PASSWORD_UNCHANGED' || broken === 'PASSWORD_TOO_SHORT'
            ? ['new_password']
            : ['new_password_confirmation'],
      );
      return setStatus({ kind: 'error', text: errors(broken) });
    }
    setBusy(true);
    setStatus(null);
    try {
      await changePassword(collectorToken, pair, value, config.sso_endpoint);
      setValue(EMPTY);
      setStatus({ kind: 'ok', text: t('changed') });
    } catch (err) {
      if (err instanceof ApiClientError && err.code === 'PASSWORD_WRONG') setInvalid(['current_password']);
      setStatus({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof PasswordChange, label: string, autoComplete: string) => (
    <TextField
      name={name}
      label={label}
      type={show ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      value={value[name]}
      onValue={set(name)}
      invalid={invalid.includes(name)}
    />
  );

  return (
    <Card title={t('title')} id="password">
      <p className={styles.muted}>{t('intro')}</p>
      <form onSubmit={submit} noValidate data-testid="password-form">
        <fieldset className={form.plain} disabled={!ready || busy}>
          <div className={form.fields}>
            {field('current_password', t('current'), 'current-password')}
            {field('new_password', t('new'), 'new-password')}
            {field('new_password_confirmation', t('repeat'), 'new-password')}
            <label className={form.check}>
              <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
              {t('show')}
            </label>
          </div>
        </fieldset>
        <div className={`${form.actions} ${styles.formEnd}`}>
          {status ? (
            <p className={`${form.status} ${form[status.kind]}`} role={status.kind === 'error' ? 'alert' : 'status'} data-testid="password-status">
              {status.text}
            </p>
          ) : null}
          <button type="submit" className={button.button} disabled={!ready || busy} aria-busy={busy || undefined}>
            {busy ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
    </Card>
  );
}
