'use client';
import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { MaskSpec } from '@/lib/domain/masks';
import form from '@/components/ui/form.module.css';
import { useMaska } from './use-maska';

type Common = {
  label: string;
  error?: string | null;
  hint?: string;
  narrow?: boolean;
  /** marked without a text of its own (the form's message names it) */ invalid?: boolean;
};

function Described({ id, error, hint, children }: { id: string; error?: string | null; hint?: string; children: ReactNode }) {
  return (
    <>
      {children}
      {error ? (
        <p className={form.fieldError} id={`${id}-error`} data-testid="field-error">
          {error}
        </p>
      ) : hint ? (
        <p className={form.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint, or its error once it has one; `mask` puts maska on it. */
export function TextField({
  label,
  error,
  hint,
  narrow,
  invalid,
  mask,
  value,
  onValue,
  ...input
}: Common & { mask?: MaskSpec; value: string; onValue: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useMaska(ref, mask, onValue);
  return (
    <div className={`${form.field} ${narrow ? form.narrow : ''}`}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <Described id={id} error={error} hint={hint}>
        <input
          ref={ref}
          id={id}
          className={form.input}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...input}
        />
      </Described>
    </div>
  );
}

/** A labelled select of given options (value → text). */
export function SelectField({
  label,
  error,
  value,
  onValue,
  options,
  name,
  autoComplete,
}: Common & { value: string; onValue: (v: string) => void; options: [string, string][]; name: string; autoComplete?: string }) {
  const id = useId();
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <Described id={id} error={error}>
        <select
          id={id}
          name={name}
          className={form.input}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          autoComplete={autoComplete}
        >
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </Described>
    </div>
  );
}
