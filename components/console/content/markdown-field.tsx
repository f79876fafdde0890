'use client';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { FormValues } from './form-values';
import { Labelled, type Frame } from './labelled';
import { MarkdownPreview } from './markdown-preview';
import styles from '../console.module.css';
import own from './markdown.module.css';

/** A Markdown field (a post's body): the text on the left, the live preview members will see on the right. */
export function MarkdownField({ name, frame, disabled }: { name: string; frame: Frame; disabled: boolean }) {
  const { register, control } = useFormContext<FormValues>();
  const t = useTranslations('console.content.markdown');
  const value = String(useWatch({ control, name }) ?? '');
  return (
    <div className={`${own.split} ${styles.wide}`}>
      <Labelled name={name} frame={{ ...frame, hint: frame.hint ?? t('hint'), wide: false }}>
        {(a11y) => (
          <textarea className={`${styles.textarea} ${own.editor}`} rows={16} {...register(name)} {...a11y} disabled={disabled} data-testid="markdown-input" />
        )}
      </Labelled>
      <MarkdownPreview markdown={value} />
    </div>
  );
}
