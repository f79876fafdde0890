'use client';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { MAX_FAQ_ITEMS, newFaqItem, slugFrom } from './faq-form';
import type { FormValues } from './form-values';
import { errorAt, Labelled, type Frame } from './labelled';
import { ListFoot } from './list-foot';
import { MarkdownPreview } from './markdown-preview';
import styles from '../console.module.css';
import own from './markdown.module.css';

/**
 * An FAQ section's questions (docs/posts-faq.md, Console): added, removed and moved up or down;
 * each with its anchor (/me/faq#anchor, made from the question while it is empty), the question and
 * the answer in Markdown with its preview.
 */
export function FaqItems({ name, frame, disabled }: { name: string; frame: Frame; disabled: boolean }) {
  const t = useTranslations('console.content.faqItems');
  const { control, formState } = useFormContext<FormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name, keyName: 'key' });
  const error = errorAt(formState.errors, `${name}.root`);
  return (
    <fieldset className={`${styles.fieldset} ${styles.wide}`} data-testid="faq-items">
      <legend className={styles.legend}>
        {frame.label} <span className={styles.hint}>({fields.length})</span>
      </legend>
      {frame.hint ? <p className={`${styles.hint} ${styles.wide}`}>{frame.hint}</p> : null}
      {frame.live ? (
        <p className={`${styles.hint} ${styles.liveValue} ${styles.wide}`} data-testid="live-value">
          {t('live', { value: frame.live })}
        </p>
      ) : null}
      <ol className={`${own.items} ${styles.wide}`}>
        {fields.map((f, i) => (
          <li key={f.key}>
            <FaqItem name={`${name}.${i}`} index={i} count={fields.length} disabled={disabled} onMove={(to) => move(i, to)} onRemove={() => remove(i)} />
          </li>
        ))}
      </ol>
      <ListFoot error={error} disabled={disabled} full={fields.length >= MAX_FAQ_ITEMS} add={t('add')} onAdd={() => append(newFaqItem())} />
    </fieldset>
  );
}

type ItemProps = { name: string; index: number; count: number; disabled: boolean; onMove: (to: number) => void; onRemove: () => void };

function FaqItem({ name, index, count, disabled, onMove, onRemove }: ItemProps) {
  const t = useTranslations('console.content.faqItems');
  const { register, control, getValues, setValue } = useFormContext<FormValues>();
  const answer = String(useWatch({ control, name: `${name}.answer` }) ?? '');
  const headingId = useId();
  const n = index + 1;
  // A new question's anchor follows its question until the editor writes one.
  const fillSlug = () => {
    if (!String(getValues(`${name}.slug`) ?? '').trim()) setValue(`${name}.slug`, slugFrom(String(getValues(`${name}.question`) ?? '')), { shouldDirty: true });
  };
  return (
    <section className={own.item} role="group" aria-labelledby={headingId} data-testid="faq-item-editor">
      <div className={own.itemHead}>
        <h3 className={own.itemTitle} id={headingId}>
          {t('item', { n })}
        </h3>
        {disabled ? null : (
          <div className={own.tools}>
            <button type="button" className={styles.rowButton} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('upLabel', { n })}>
              {t('up')}
            </button>
            <button
              type="button"
              className={styles.rowButton}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
              aria-label={t('downLabel', { n })}
            >
              {t('down')}
            </button>
            <button type="button" className={styles.rowButton} disabled={count <= 1} onClick={onRemove} aria-label={t('removeLabel', { n })}>
              {t('remove')}
            </button>
          </div>
        )}
      </div>
      <div className={styles.fieldset}>
        <Labelled name={`${name}.question`} frame={{ label: t('question'), required: true, wide: true }}>
          {(a11y) => <input className={styles.input} {...register(`${name}.question`, { onBlur: fillSlug })} {...a11y} disabled={disabled} />}
        </Labelled>
        <Labelled name={`${name}.slug`} frame={{ label: t('slug'), required: true, hint: t('slugHint') }}>
          {(a11y) => <input className={styles.input} {...register(`${name}.slug`)} {...a11y} disabled={disabled} />}
        </Labelled>
        <div className={`${own.split} ${styles.wide}`}>
          <Labelled name={`${name}.answer`} frame={{ label: t('answer'), required: true, hint: t('answerHint') }}>
            {(a11y) => <textarea className={`${styles.textarea} ${own.editor}`} rows={6} {...register(`${name}.answer`)} {...a11y} disabled={disabled} />}
          </Labelled>
          <MarkdownPreview markdown={answer} testId="faq-answer-preview" />
        </div>
      </div>
    </section>
  );
}
