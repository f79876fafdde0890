'use client';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import { ApiClientError } from '@/lib/client/api-error';
import { savePersonalData, usePersonalData, withPair } from '@/lib/client/profile-api';
import { usePublicConfig } from '@/lib/client/public-config';
import type { SsoPair } from '@/lib/client/rewards-api';
import { BIRTHDAY_MASK, masked, PHONE_MASK, postcodeMask } from '@/lib/domain/masks';
import { EMPTY_PROFILE_FORM, formFieldOf, formFromServer, serverFromForm, type ProfileField, type ProfileForm } from '@/lib/domain/personal-data';
import { Card } from '@/components/ui/card';
import button from '@/components/ui/button.module.css';
import form from '@/components/ui/form.module.css';
import { SelectField, TextField } from './profile-fields';
import { useProfileErrorText } from './use-profile-error-text';
import styles from './profile.module.css';

type Status = { kind: 'ok' | 'info' | 'error'; text: string } | null;
type Issue = { path: string; message: string };

/** Field errors by the form's names, from zod issues or the server's VALIDATION_FAILED details. */
function fieldErrors(issues: Issue[]): Partial<Record<ProfileField, string>> {
  const out: Partial<Record<ProfileField, string>> = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.path.split('.').pop() ?? '');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

/**
 * The form's own check before anything is sent: the contract's schema, loaded (with zod) by the first
 * save rather than with the page; null when the form passes. If the module cannot load, the server,
 * which checks the same schema, has the last word.
 */
async function checkForm(value: ProfileForm): Promise<Partial<Record<ProfileField, string>> | null> {
  try {
    const { personalDataInputSchema } = await import('@/lib/contracts/sso');
    const parsed = personalDataInputSchema.safeParse(serverFromForm(value));
    return parsed.success ? null : fieldErrors(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  } catch {
    return null;
  }
}

/**
 * Personal data (docs/product.md §8.1, §10.8, §11.1): checked with the server's own schema before it
 * is sent; "nothing changed" is the server's answer, said as such.
 */
export function PersonalDataForm({ collectorToken, pair, ready, countries }: { collectorToken: string; pair: SsoPair; ready: boolean; countries: string[] }) {
  const t = useTranslations('profile.data');
  const errorText = useProfileErrorText();
  const config = usePublicConfig();
  const { data } = usePersonalData(collectorToken, pair, ready);
  const [typed, setTyped] = useState<ProfileForm | null>(null);
  const checking = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const value = typed ?? (data ? formFromServer(data.data) : EMPTY_PROFILE_FORM);
  const loaded = Boolean(data);

  const set = (field: ProfileField) => (v: string) => {
    setStatus(null);
    setErrors((before) => {
      const rest = { ...before };
      delete rest[field];
      return rest;
    });
    const next = { ...value, [field]: v };
    // The postcode follows its country's mask.
    if (field === 'country') next.zip_code = masked(value.zip_code, postcodeMask(v));
    setTyped(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // `checking` holds a second press while the check loads (busy, which disables the form, comes after it).
    if (busy || !loaded || checking.current) return;
    checking.current = true;
    const found = await checkForm(value).finally(() => {
      checking.current = false;
    });
    if (found) {
      setErrors(found);
      return setStatus({ kind: 'error', text: Object.keys(found).length === 1 ? Object.values(found)[0]! : t('invalid') });
    }
    setBusy(true);
    setStatus(null);
    try {
      const saved = await savePersonalData(collectorToken, pair, value, config.sso_endpoint);
      await mutate([withPair('/me/personalData', pair), collectorToken], { data: saved.data }, { revalidate: false });
      setTyped(null);
      setErrors({});
      setStatus(saved.changed ? { kind: 'ok', text: t('saved') } : { kind: 'info', text: t('unchanged') });
    } catch (err) {
      if (err instanceof ApiClientError && err.code === 'VALIDATION_FAILED' && Array.isArray(err.details)) setErrors(fieldErrors(err.details as Issue[]));
      if (err instanceof ApiClientError && err.code === 'USERNAME_TAKEN') setErrors({ username: err.message });
      setStatus({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const text = (field: ProfileField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField key={field} name={field} label={t(`fields.${field}`)} value={value[field]} onValue={set(field)} error={errors[field]} {...extra} />
  );
  const countryOptions: [string, string][] = [
    ['', t('countryNone')],
    ...[...countries, ...(value.country && !countries.includes(value.country) ? [value.country] : [])].map((c): [string, string] => [c, c]),
  ];
  const zipMask = postcodeMask(value.country);

  return (
    <Card title={t('title')} id="personal-data">
      <p className={styles.muted}>{t('intro')}</p>
      <form onSubmit={submit} noValidate data-testid="personal-data-form">
        <fieldset className={form.plain} disabled={!loaded || busy} aria-busy={!loaded || undefined}>
          <div className={form.fields}>
            {text('username', { autoComplete: 'username', hint: t('usernameHint'), autoCapitalize: 'none', spellCheck: false })}
            <div className={form.pair}>
              {text('firstname', { autoComplete: 'given-name' })}
              {text('lastname', { autoComplete: 'family-name' })}
            </div>
            <SelectField
              name="gender"
              label={t('fields.gender')}
              value={value.gender}
              onValue={set('gender')}
              error={errors.gender}
              options={[
                ['', t('genderNone')],
                ['1', t('gender1')],
                ['2', t('gender2')],
              ]}
            />
            {text('birthday', { mask: BIRTHDAY_MASK, inputMode: 'numeric', placeholder: t('birthdayHint'), autoComplete: 'bday' })}
            {text('email', { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false })}
            {text('phone', { type: 'tel', mask: PHONE_MASK, autoComplete: 'tel' })}
            <div className={form.pair}>
              {text('street', { autoComplete: 'address-line1' })}
              {text('street_no', { autoComplete: 'address-line2', narrow: true })}
            </div>
            <div className={form.pair}>
              {text('zip_code', { mask: zipMask, inputMode: zipMask.mask === 'P' ? 'text' : 'numeric', autoComplete: 'postal-code', narrow: true })}
              {text('city', { autoComplete: 'address-level2' })}
            </div>
            <SelectField
              name="country"
              label={t('fields.country')}
              value={value.country}
              onValue={set('country')}
              error={errors.country}
              options={countryOptions}
              autoComplete="country-name"
            />
          </div>
        </fieldset>
        <div className={`${form.actions} ${styles.formEnd}`}>
          {status ? (
            <p className={`${form.status} ${form[status.kind]}`} role={status.kind === 'error' ? 'alert' : 'status'} data-testid="personal-data-status">
              {status.text}
            </p>
          ) : null}
          <button type="submit" className={button.button} disabled={!loaded || busy} aria-busy={busy || undefined}>
            {busy ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </Card>
  );
}
