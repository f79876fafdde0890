'use client';
import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { FormValues } from './form-values';
import styles from '../console.module.css';

/** A field's error by its form name ("rule.min" is inside "rule", "questions.0.answers.root" deeper). */
export function errorAt(errors: FieldErrors, name: string): string | undefined {
  let at: unknown = errors;
  for (const part of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  const message = (at as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export type Frame = { label: string; required?: boolean; hint?: string | null; live?: string | null; wide?: boolean };

/** Label, input, help text, the published value beside a pending draft, and the field's error. */
export function Labelled({
  name,
  frame,
  children,
}: {
  name: string;
  frame: Frame;
  children: (a11y: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const { formState } = useFormContext<FormValues>();
  const t = useTranslations('console.content.editor');
  const id = useId();
  const error = errorAt(formState.errors, name);
  const described = [frame.hint ? `${id}-hint` : '', frame.live ? `${id}-live` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${frame.wide ? styles.wide : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {frame.label}
        {frame.required ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined })}
      {frame.hint ? (
        <span className={styles.hint} id={`${id}-hint`}>
          {frame.hint}
        </span>
      ) : null}
      {frame.live ? (
        <span className={`${styles.hint} ${styles.liveValue}`} id={`${id}-live`} data-testid="live-value">
          {t('live', { value: frame.live })}
        </span>
      ) : null}
      {error ? (
        <span className={styles.fieldError} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
