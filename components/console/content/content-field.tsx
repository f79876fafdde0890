'use client';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { ContentResource } from '@/lib/contracts/console-content';
import { PictureField } from '../picture-field';
import { BADGE_RULE_TYPES, SPEND_KINDS, type Field } from './resources';
import { applies, type FormValues } from './form-values';
import { Labelled, type Frame } from './labelled';
import { FaqItems } from './faq-items';
import { MarkdownField } from './markdown-field';
import { QuizQuestions } from './quiz-questions';
import { RewardField } from './reward-field';
import { SpecialConfigField } from './special-config';
import { useResourceText } from './use-resource-text';
import styles from '../console.module.css';

type Props = { resource: ContentResource; field: Field; disabled: boolean; readOnly: boolean; live: string | null };

/**
 * One field of a content item, by its kind (resources.ts). `live` is what members see while a
 * draft of the field is pending; `readOnly` keeps a fixed field (an earning rule's step) as it is.
 * A field that does not apply (`when`: a points segment's reward) is not shown.
 */
export function ContentField(props: Props) {
  const { control } = useFormContext<FormValues>();
  const { when } = props.field;
  const switchValue = useWatch({ control, name: when?.field ?? props.field.name, disabled: !when });
  if (when && !applies(props.field, { [when.field]: switchValue })) return null;
  return <FieldByKind {...props} />;
}

function FieldByKind({ resource, field, disabled, readOnly, live }: Props) {
  const { register, setValue, control } = useFormContext<FormValues>();
  const text = useResourceText(resource);
  const editor = useTranslations('console.content.editor');
  const watched = useWatch({ control, name: field.name, disabled: field.kind !== 'picture' });
  const frame: Frame = {
    label: text.label(field.name),
    required: field.required,
    hint: text.hint(field.name),
    live,
    wide: field.wide || field.kind === 'textarea' || field.kind === 'json',
  };
  // Not registered as one input: set by the picker, or a field array of inputs.
  if (field.kind === 'reward') return <RewardField resource={resource} field={field} frame={frame} disabled={disabled} />;
  if (field.kind === 'quizQuestions') return <QuizQuestions name={field.name} frame={frame} disabled={disabled} />;
  if (field.kind === 'faqItems') return <FaqItems name={field.name} frame={frame} disabled={disabled} />;
  if (field.kind === 'specialConfig') return <SpecialConfigField name={field.name} frame={frame} disabled={disabled} />;
  if (field.kind === 'markdown') return <MarkdownField name={field.name} frame={frame} disabled={disabled} />;
  const reg = register(field.name);

  switch (field.kind) {
    case 'select':
      return (
        <Labelled name={field.name} frame={frame}>
          {(a11y) => (
            <select className={styles.select} {...reg} {...a11y} disabled={disabled}>
              {(field.options ?? []).map((v) => (
                <option key={v} value={v}>
                  {text.option(field.name, v)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      );
    case 'checkbox':
      return (
        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.check}>
            <input type="checkbox" {...reg} disabled={disabled} />
            {frame.label}
          </label>
          {frame.hint ? <span className={styles.hint}>{frame.hint}</span> : null}
          {live ? (
            <span className={`${styles.hint} ${styles.liveValue}`} data-testid="live-value">
              {editor('live', { value: live })}
            </span>
          ) : null}
        </div>
      );
    case 'badgeRule':
      return <BadgeRuleField resource={resource} name={field.name} disabled={disabled} live={live} />;
    case 'picture': {
      const url = typeof watched === 'string' && watched.trim() ? watched.trim() : null;
      return (
        <>
          <PictureField
            value={url}
            disabled={disabled}
            uploadedText={(size) => editor('pictureUploaded', size)}
            onChange={(next) => setValue(field.name, next ?? '', { shouldDirty: true, shouldValidate: true })}
          />
          <Labelled name={field.name} frame={frame}>
            {(a11y) => <input className={styles.input} {...reg} {...a11y} disabled={disabled} />}
          </Labelled>
        </>
      );
    }
    default:
      return (
        <Labelled name={field.name} frame={frame}>
          {(a11y) =>
            field.kind === 'textarea' || field.kind === 'json' ? (
              <textarea
                className={`${styles.textarea} ${field.kind === 'json' ? styles.code : ''}`}
                rows={field.kind === 'json' ? 12 : 4}
                spellCheck={field.kind !== 'json'}
                {...reg}
                {...a11y}
                disabled={disabled}
              />
            ) : field.kind === 'number' || field.kind === 'nullableNumber' ? (
              <input className={styles.input} type="number" inputMode="numeric" {...reg} {...a11y} disabled={disabled} />
            ) : field.kind === 'datetime' ? (
              <input className={styles.input} type="datetime-local" {...reg} {...a11y} disabled={disabled} />
            ) : (
              <input className={styles.input} {...reg} {...a11y} disabled={disabled} readOnly={readOnly} />
            )
          }
        </Labelled>
      );
  }
}

/** A badge's rule: its type, then the parts that type needs. */
function BadgeRuleField({ resource, name, disabled, live }: { resource: ContentResource; name: string; disabled: boolean; live: string | null }) {
  const { register, control } = useFormContext<FormValues>();
  const t = useTranslations('console.content.rule');
  const text = useResourceText(resource);
  const type = useWatch({ control, name: `${name}.type` }) as string;
  return (
    <fieldset className={`${styles.fieldset} ${styles.wide}`} data-testid="badge-rule">
      <legend className={styles.legend}>{t('legend')}</legend>
      <Labelled name={`${name}.type`} frame={{ label: text.label(name), live }}>
        {(a11y) => (
          <select className={styles.select} {...register(`${name}.type`)} {...a11y} disabled={disabled}>
            <option value="">{t('types.none')}</option>
            {BADGE_RULE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`types.${v}`)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {type === 'stepCount' || type === 'streak' ? (
        <Labelled name={`${name}.step`} frame={{ label: t('step'), required: true, hint: t('stepHint') }}>
          {(a11y) => <input className={styles.input} {...register(`${name}.step`)} {...a11y} disabled={disabled} />}
        </Labelled>
      ) : null}
      {type === 'spendCount' ? (
        <Labelled name={`${name}.kind`} frame={{ label: t('kind'), required: true }}>
          {(a11y) => (
            <select className={styles.select} {...register(`${name}.kind`)} {...a11y} disabled={disabled}>
              {SPEND_KINDS.map((v) => (
                <option key={v} value={v}>
                  {t(`kinds.${v}`)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      ) : null}
      {type === 'stepCount' || type === 'spendCount' ? (
        <Labelled name={`${name}.min`} frame={{ label: t('min'), required: true }}>
          {(a11y) => <input className={styles.input} type="number" inputMode="numeric" {...register(`${name}.min`)} {...a11y} disabled={disabled} />}
        </Labelled>
      ) : null}
      {type === 'streak' ? (
        <Labelled name={`${name}.days`} frame={{ label: t('days'), required: true }}>
          {(a11y) => <input className={styles.input} type="number" inputMode="numeric" {...register(`${name}.days`)} {...a11y} disabled={disabled} />}
        </Labelled>
      ) : null}
    </fieldset>
  );
}
