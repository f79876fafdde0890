'use client';
import { useId, useState, type ChangeEvent } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { PICTURE_TYPES } from '@/lib/contracts/media';
import { uploadPicture } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { RewardImage } from '@/components/rewards/common/reward-image';
import type { FormValues } from './form-values';
import { errorAt, Labelled, type Frame } from './labelled';
import { ListFoot } from './list-foot';
import { MAX_ANSWERS, MAX_QUESTIONS, MIN_ANSWERS, newAnswer, newQuestion, type QuestionForm } from './quiz-form';
import styles from '../console.module.css';
import own from './quiz-questions.module.css';
import picture from '../picture-field.module.css';

/**
 * A quiz's questions (docs/games.md, Console): added, removed and moved up or down; each with its
 * text, whether several answers are right, an optional picture and 2–8 answers, each marked right
 * or not. New questions and answers get ids one above the quiz's largest (quiz-form.ts).
 */
export function QuizQuestions({ name, frame, disabled }: { name: string; frame: Frame; disabled: boolean }) {
  const t = useTranslations('console.content.quiz');
  const { control, getValues, formState } = useFormContext<FormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name, keyName: 'key' });
  const error = errorAt(formState.errors, `${name}.root`);
  const all = () => getValues(name) as QuestionForm[];
  return (
    <fieldset className={`${styles.fieldset} ${styles.wide} ${own.questions}`} data-testid="quiz-questions">
      <legend className={styles.legend}>
        {frame.label} <span className={styles.hint}>({fields.length})</span>
      </legend>
      {frame.hint ? <p className={`${styles.hint} ${styles.wide}`}>{frame.hint}</p> : null}
      {frame.live ? (
        <p className={`${styles.hint} ${styles.liveValue} ${styles.wide}`} data-testid="live-value">
          {t('live', { value: frame.live })}
        </p>
      ) : null}
      <ol className={`${own.list} ${styles.wide}`}>
        {fields.map((f, i) => (
          <li key={f.key}>
            <Question
              name={`${name}.${i}`}
              index={i}
              count={fields.length}
              disabled={disabled}
              onMove={(to) => move(i, to)}
              onRemove={() => remove(i)}
              onNewAnswer={() => newAnswer(all())}
            />
          </li>
        ))}
      </ol>
      <ListFoot error={error} disabled={disabled} full={fields.length >= MAX_QUESTIONS} add={t('addQuestion')} onAdd={() => append(newQuestion(all()))} />
    </fieldset>
  );
}

type QuestionProps = {
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onNewAnswer: () => { id: number; text: string; correct: boolean };
};

function Question({ name, index, count, disabled, onMove, onRemove, onNewAnswer }: QuestionProps) {
  const t = useTranslations('console.content.quiz');
  const { control, register, setValue, getValues, formState, trigger } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.answers`, keyName: 'key' });
  const multiple = Boolean(useWatch({ control, name: `${name}.multiple` }));
  const image = String(useWatch({ control, name: `${name}.image_url` }) ?? '').trim();
  const answersError = errorAt(formState.errors, `${name}.answers.root`);
  const headingId = useId();
  const n = index + 1;
  // After a failed save, marking answers re-checks the question's answers as a whole.
  const recheck = () => (formState.isSubmitted ? void trigger(`${name}.answers.root`) : undefined);

  /** One right answer unless several may be: marking one unmarks the others. */
  const markRight = (j: number, checked: boolean) => {
    if (checked && !multiple) {
      (getValues(`${name}.answers`) as unknown[]).forEach((_, k) => {
        if (k !== j) setValue(`${name}.answers.${k}.correct`, false, { shouldDirty: true });
      });
    }
    recheck();
  };

  return (
    <section className={own.question} role="group" aria-labelledby={headingId} data-testid="quiz-question">
      <div className={own.questionHead}>
        <h3 className={own.questionTitle} id={headingId}>
          {t('question', { n })}
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
        <Labelled name={`${name}.text`} frame={{ label: t('text'), required: true, wide: true }}>
          {(a11y) => <textarea className={styles.textarea} rows={2} {...register(`${name}.text`)} {...a11y} disabled={disabled} />}
        </Labelled>
        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.check}>
            <input type="checkbox" {...register(`${name}.multiple`, { onChange: recheck })} disabled={disabled} />
            {t('multiple')}
          </label>
          <span className={styles.hint}>{multiple ? t('multipleHint') : t('singleHint')}</span>
        </div>
        <Labelled name={`${name}.image_url`} frame={{ label: t('picture'), hint: t('pictureHint'), wide: true }}>
          {(a11y) => (
            <div className={own.picture}>
              {image ? (
                <span className={own.thumb} data-testid="question-picture">
                  <RewardImage src={image} />
                </span>
              ) : null}
              <input className={styles.input} {...register(`${name}.image_url`)} {...a11y} disabled={disabled} />
              {disabled ? null : (
                <Upload onUploaded={(url) => setValue(`${name}.image_url`, url, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />
              )}
            </div>
          )}
        </Labelled>
      </div>
      <fieldset className={own.answers}>
        <legend className={styles.label}>{t('answers')}</legend>
        <ol className={own.answerList}>
          {fields.map((f, j) => {
            const error = errorAt(formState.errors, `${name}.answers.${j}.text`);
            return (
              <li key={f.key} className={own.answer}>
                <input
                  className={styles.input}
                  {...register(`${name}.answers.${j}.text`)}
                  aria-label={t('answer', { n: j + 1 })}
                  aria-invalid={error ? true : undefined}
                  disabled={disabled}
                />
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    {...register(`${name}.answers.${j}.correct`, { onChange: (e: ChangeEvent<HTMLInputElement>) => markRight(j, e.target.checked) })}
                    aria-label={t('correctLabel', { n: j + 1 })}
                    disabled={disabled}
                  />
                  {t('correct')}
                </label>
                {disabled ? null : (
                  <button
                    type="button"
                    className={styles.rowButton}
                    disabled={fields.length <= MIN_ANSWERS}
                    onClick={() => remove(j)}
                    aria-label={t('removeAnswerLabel', { n: j + 1 })}
                  >
                    {t('removeAnswer')}
                  </button>
                )}
                {error ? (
                  <span className={`${styles.fieldError} ${own.answerError}`} role="alert">
                    {error}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
        {answersError ? (
          <span className={styles.fieldError} role="alert">
            {answersError}
          </span>
        ) : null}
        {disabled ? null : (
          <button type="button" className={`${styles.rowButton} ${own.add}`} disabled={fields.length >= MAX_ANSWERS} onClick={() => append(onNewAnswer())}>
            {t('addAnswer')}
          </button>
        )}
      </fieldset>
    </section>
  );
}

/** "Bild hochladen" for a question's picture: its address goes into the field. */
function Upload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const t = useTranslations('console.editor.picture');
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onUploaded((await uploadPicture(file)).url);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className={picture.buttons}>
      <label className={styles.rowButton} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? t('uploading') : t('upload')}
        <input type="file" className={picture.file} accept={PICTURE_TYPES.join(',')} disabled={busy} onChange={(e) => void upload(e)} />
      </label>
      {error ? (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
