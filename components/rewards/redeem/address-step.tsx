'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ADDRESS_FIELDS, addressSchema, type Address, type AddressField } from '@/lib/contracts/rewards';
import button from '@/components/ui/button.module.css';
import { REDEEM_TITLE_ID, type TitleRef } from './step-heading';
import styles from './redeem.module.css';

// Most readers live in Austria: the country list starts there and it is preselected.
export const EMPTY_ADDRESS: Address = { salutation: '', firstname: '', lastname: '', street: '', street_nr: '', postcode: '', city: '', country: 'Österreich' };

/**
 * The form's start from what GET /me/contact knows (the latest order's address, else the profile's,
 * which may lack parts): the fields it has, the rest empty, Österreich unless it names a country.
 */
export const prefilledAddress = (known: Address | null | undefined): Address =>
  known ? { ...EMPTY_ADDRESS, ...Object.fromEntries(Object.entries(known).filter(([, v]) => v)) } : EMPTY_ADDRESS;

type Field = AddressField;
// Laid out in pairs on one row where they belong together (street + number, postcode + city).
const ROWS: Field[][] = [['firstname'], ['lastname'], ['street', 'street_nr'], ['postcode', 'city']];
const AUTOCOMPLETE: Record<Field, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  street_nr: 'address-line2',
  postcode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
};

type Props = {
  titleRef: TitleRef;
  value: Address;
  onChange: (a: Address) => void;
  onNext: () => void;
  onCancel: () => void;
  /** The fields asked for (all required); the salutation is always offered. Default: a whole postal address. */
  fields?: readonly AddressField[];
  /** Title, intro and submit label when the form is not the redeem's delivery step (a prize claim). */
  texts?: { title: string; intro: string; submit: string };
  /** A submit under way (the claim) and the server's answer to the last one. */
  busy?: boolean;
  serverError?: string | null;
  titleId?: string;
};

/** The delivery address modal: every field asked for but the salutation is required. */
export function AddressStep({
  titleRef,
  value,
  onChange,
  onNext,
  onCancel,
  fields = ADDRESS_FIELDS,
  texts,
  busy = false,
  serverError = null,
  titleId = REDEEM_TITLE_ID,
}: Props) {
  const t = useTranslations('redeem');
  const countries = t('address.countries').split(', ');
  const [localError, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const error = localError ?? serverError;
  const rows = ROWS.map((row) => row.filter((f) => fields.includes(f))).filter((row) => row.length > 0);

  const next = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const missing = fields.filter((f) => !value[f].trim());
    if (missing.length) {
      setInvalid(new Set(missing));
      return setError(t('missingFields'));
    }
    const parsed = addressSchema.safeParse(value);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0]))));
      return setError(parsed.error.issues[0]?.message ?? t('missingFields'));
    }
    setInvalid(new Set());
    setError(null);
    onChange(parsed.data);
    onNext();
  };
  const set = (f: keyof Address, v: string) => onChange({ ...value, [f]: v });

  return (
    <form onSubmit={next} noValidate>
      <h2 className={styles.title} id={titleId} ref={titleRef} tabIndex={-1}>
        {texts?.title ?? t('address.title')}
      </h2>
      <p className={styles.text}>{texts?.intro ?? t('address.intro')}</p>
      <p className={styles.hint}>{t('requiredHint')}</p>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>{t('address.salutation')}</span>
          <select className={styles.input} value={value.salutation ?? ''} onChange={(e) => set('salutation', e.target.value)} autoComplete="honorific-prefix">
            <option value="">{t('address.salutationNone')}</option>
            <option value="Frau">{t('address.frau')}</option>
            <option value="Herr">{t('address.herr')}</option>
          </select>
        </label>
        {rows.map((row) => (
          <div key={row.join('-')} className={row.length > 1 ? styles.pair : undefined}>
            {row.map((f) => (
              <label key={f} className={`${styles.field} ${f === 'street_nr' || f === 'postcode' ? styles.narrow : ''}`}>
                <span className={styles.label}>
                  {t(`address.${f}`)}{' '}
                  <span aria-hidden="true" className={styles.required}>
                    *
                  </span>
                </span>
                <input
                  className={styles.input}
                  name={f}
                  value={value[f]}
                  onChange={(e) => set(f, e.target.value)}
                  required
                  aria-required="true"
                  aria-invalid={invalid.has(f) || undefined}
                  autoComplete={AUTOCOMPLETE[f]}
                  inputMode={f === 'postcode' ? 'numeric' : undefined}
                />
              </label>
            ))}
          </div>
        ))}
        {fields.includes('country') ? (
          <label className={styles.field}>
            <span className={styles.label}>
              {t('address.country')}{' '}
              <span aria-hidden="true" className={styles.required}>
                *
              </span>
            </span>
            <select
              className={styles.input}
              name="country"
              value={value.country}
              onChange={(e) => set('country', e.target.value)}
              required
              aria-required="true"
              aria-invalid={invalid.has('country') || undefined}
              autoComplete={AUTOCOMPLETE.country}
            >
              {/* A country given before that is not on the list stays selectable. */}
              {[...countries, ...(value.country && !countries.includes(value.country) ? [value.country] : [])].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert" data-testid="redeem-error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={button.button} aria-busy={busy || undefined} data-testid="address-submit">
          {texts?.submit ?? t('next')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
