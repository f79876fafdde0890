'use client';
import { useId, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { validationText } from '@/lib/contracts/zod-de';
import { useConsoleReward, useContentList, useRewardChoices } from '@/lib/client/console-api';
import type { FormValues } from './form-values';
import { errorAt, Labelled, type Frame } from './labelled';
import { ListFoot } from './list-foot';
import { useSearchText } from './use-search-text';
import { fromSpecialConfigForm, MAX_GOALS, MAX_PRICES, newGoal, newPrice, type GoalForm, type SpecialConfigForm } from './special-config-form';
import styles from '../console.module.css';
import own from './markdown.module.css';

const DAYS = [1, 2, 3, 4, 5, 6, 7];
type T = ReturnType<typeof useTranslations<'console.content.specialConfig'>>;

/**
 * A special's settings by its kind (docs/specials-black-week-resolutions.md, Console): a Black
 * Week's prices or a resolutions week's goals as rows, and below them the config as the API stores
 * it, to read ("Erweitert").
 */
export function SpecialConfigField({ name, frame, disabled }: { name: string; frame: Frame; disabled: boolean }) {
  const t = useTranslations('console.content.specialConfig');
  const { control } = useFormContext<FormValues>();
  const kind = String(useWatch({ control, name: 'kind' }) ?? '');
  const form = useWatch({ control, name }) as SpecialConfigForm | undefined;
  const black = kind === 'black_week';
  return (
    <fieldset className={`${styles.fieldset} ${styles.wide}`} data-testid="special-config">
      <legend className={styles.legend}>{black ? t('pricesLegend') : t('goalsLegend')}</legend>
      <p className={`${styles.hint} ${styles.wide}`}>{black ? t('pricesHint') : t('goalsHint')}</p>
      {frame.live ? (
        <p className={`${styles.hint} ${styles.liveValue} ${styles.wide}`} data-testid="live-value">
          {t('live', { value: frame.live })}
        </p>
      ) : null}
      {black ? <BlackWeekPrices name={name} disabled={disabled} t={t} /> : <ResolutionGoals name={name} disabled={disabled} t={t} />}
      <details className={styles.wide} data-testid="special-config-json">
        <summary className={styles.hint}>{t('json')}</summary>
        <p className={styles.hint}>{t('jsonHint')}</p>
        <pre className={styles.code}>{JSON.stringify(fromSpecialConfigForm(kind, form).config, null, 2)}</pre>
      </details>
    </fieldset>
  );
}

type ListProps = { name: string; disabled: boolean; t: T };

/** One row: its heading ("Preis 1") with its tools (up, down, remove), then its fields. */
function RowCard({
  label,
  testId,
  index,
  count,
  disabled,
  onMove,
  onRemove,
  t,
  children,
}: Omit<RowProps, 'name'> & { label: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={own.item} role="group" aria-labelledby={headingId} data-testid={testId}>
      <div className={own.itemHead}>
        <h3 className={own.itemTitle} id={headingId}>
          {label}
        </h3>
        {disabled ? null : <RowTools index={index} count={count} label={label} onMove={onMove} onRemove={onRemove} t={t} />}
      </div>
      <div className={styles.fieldset}>{children}</div>
    </section>
  );
}

function RowTools({
  index,
  count,
  label,
  onMove,
  onRemove,
  t,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  t: T;
}) {
  return (
    <div className={own.tools}>
      <button type="button" className={styles.rowButton} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('upLabel', { item: label })}>
        ↑
      </button>
      <button
        type="button"
        className={styles.rowButton}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t('downLabel', { item: label })}
      >
        ↓
      </button>
      <button type="button" className={styles.rowButton} onClick={onRemove} aria-label={t('removeLabel', { item: label })}>
        {t('remove')}
      </button>
    </div>
  );
}

type RowProps = { name: string; index: number; count: number; disabled: boolean; onMove: (to: number) => void; onRemove: () => void; t: T };

/** A list of rows (prices or goals): each row drawn by `row`, added with `add` up to `max`; the list's own error below. */
function Rows({
  name,
  disabled,
  t,
  empty,
  add,
  max,
  make,
  row,
}: ListProps & { empty: string; add: string; max: number; make: () => object; row: (props: RowProps) => ReactNode }) {
  const { control, formState } = useFormContext<FormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name, keyName: 'key' });
  const error = errorAt(formState.errors, `${name}.root`);
  return (
    <>
      {fields.length === 0 ? <p className={`${styles.muted} ${styles.wide}`}>{empty}</p> : null}
      <ol className={`${own.items} ${styles.wide}`}>
        {fields.map((f, i) => (
          <li key={f.key}>
            {row({ name: `${name}.${i}`, index: i, count: fields.length, disabled, onMove: (to) => move(i, to), onRemove: () => remove(i), t })}
          </li>
        ))}
      </ol>
      <ListFoot error={error} disabled={disabled} full={fields.length >= max} add={add} onAdd={() => append(make())} />
    </>
  );
}

function BlackWeekPrices({ name, disabled, t }: ListProps) {
  const [q, setQ, search] = useSearchText();
  const searchId = useId();
  const choices = useRewardChoices(search);
  const found = (choices.data?.items ?? []).filter((r) => r.live.type !== 'fund');
  return (
    <>
      {disabled ? null : (
        <div className={`${styles.field} ${styles.wide}`}>
          <label className={styles.label} htmlFor={searchId}>
            {t('searchRewards')}
          </label>
          <input
            id={searchId}
            className={`${styles.input} ${styles.search}`}
            type="search"
            placeholder={t('searchPlaceholder')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-describedby={`${searchId}-hint`}
          />
          <span className={styles.hint} id={`${searchId}-hint`}>
            {choices.error ? t('rewardsFailed') : t('searchHint', { count: found.length })}
          </span>
        </div>
      )}
      <Rows
        name={`${name}.prices`}
        disabled={disabled}
        t={t}
        empty={t('noPrices')}
        add={t('addPrice')}
        max={MAX_PRICES}
        make={newPrice}
        row={(p) => <PriceRow {...p} found={found} />}
      />
    </>
  );
}

type Choice = { id: number; live: { title: string; cost: number } };
function PriceRow({ name, index, count, disabled, found, onMove, onRemove, t }: RowProps & { found: Choice[] }) {
  const { register, control, formState, setValue } = useFormContext<FormValues>();
  const rewardId = String(useWatch({ control, name: `${name}.reward_id` }) ?? '');
  const cost = String(useWatch({ control, name: `${name}.cost` }) ?? '').trim();
  const one = useConsoleReward(/^\d+$/.test(rewardId) ? Number(rewardId) : null);
  const chosen: Choice | undefined = one.data ?? found.find((r) => String(r.id) === rewardId);
  // The chosen reward stays an option whatever the search finds.
  const options: { id: number | string; live?: Choice['live'] }[] =
    rewardId && !found.some((r) => String(r.id) === rewardId) ? [chosen ?? { id: rewardId }, ...found] : found;
  const label = t('price', { n: index + 1 });
  // A negative price or one not below the regular price is said as soon as it is typed (unless the
  // field says so already); the API refuses both on saving (docs/specials-black-week-resolutions.md).
  const price = cost === '' ? null : Number(cost);
  const problem =
    price === null || errorAt(formState.errors, `${name}.cost`)
      ? null
      : price < 0
        ? { text: validationText.notNegative, testId: 'black-week-negative' }
        : chosen && price >= chosen.live.cost
          ? { text: validationText.blackWeekNotLower(chosen.live.cost), testId: 'black-week-not-lower' }
          : null;
  const percent =
    chosen && price !== null && price >= 0 && price < chosen.live.cost && chosen.live.cost > 0 ? Math.round((1 - price / chosen.live.cost) * 100) : null;
  return (
    <RowCard label={label} testId="black-week-price" index={index} count={count} disabled={disabled} onMove={onMove} onRemove={onRemove} t={t}>
      <Labelled name={`${name}.reward_id`} frame={{ label: t('reward'), required: true }}>
        {(a11y) => (
          // Held by the form, not the element: the options change with the search, the choice stays.
          <select
            className={styles.select}
            value={rewardId}
            onChange={(e) => setValue(`${name}.reward_id`, e.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            {...a11y}
            disabled={disabled}
          >
            <option value="">{t('chooseReward')}</option>
            {options.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.live
                  ? t('rewardOption', { title: r.live.title, cost: r.live.cost })
                  : one.error
                    ? t('rewardGone', { id: r.id })
                    : t('rewardById', { id: r.id })}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled name={`${name}.cost`} frame={{ label: t('cost'), required: true, hint: chosen ? t('regular', { cost: chosen.live.cost }) : null }}>
        {(a11y) => <input className={styles.input} type="number" inputMode="numeric" min={0} {...register(`${name}.cost`)} {...a11y} disabled={disabled} />}
      </Labelled>
      {problem ? (
        <p className={`${styles.fieldError} ${styles.wide}`} role="alert" data-testid={problem.testId}>
          {problem.text}
        </p>
      ) : percent !== null ? (
        <p className={`${styles.hint} ${styles.wide}`} data-testid="black-week-saving">
          {t('saving', { regular: chosen!.live.cost, cost: price!, percent })}
        </p>
      ) : null}
    </RowCard>
  );
}

function ResolutionGoals({ name, disabled, t }: ListProps) {
  const { getValues } = useFormContext<FormValues>();
  const rules = useContentList('earning-rules', '', false, 0);
  const steps = (rules.data?.items ?? []).map((r) => ({ step: String(r.live.step), reason: String(r.live.reason) }));
  const list = `${name}.goals`;
  if (!rules.data && !rules.error) return <p className={`${styles.muted} ${styles.wide}`}>{t('loading')}</p>;
  return (
    <>
      {rules.error ? <p className={`${styles.fieldError} ${styles.wide}`}>{t('stepsFailed')}</p> : null}
      <Rows
        name={list}
        disabled={disabled}
        t={t}
        empty={t('noGoals')}
        add={t('addGoal')}
        max={MAX_GOALS}
        make={() => newGoal((getValues(list) ?? []) as GoalForm[])}
        row={(p) => <GoalRow {...p} steps={steps} />}
      />
    </>
  );
}

function GoalRow({ name, index, count, disabled, steps, onMove, onRemove, t }: RowProps & { steps: { step: string; reason: string }[] }) {
  const { register, control } = useFormContext<FormValues>();
  const step = String(useWatch({ control, name: `${name}.step` }) ?? '');
  const label = t('goal', { n: index + 1 });
  const known = steps.some((s) => s.step === step);
  return (
    <RowCard label={label} testId="resolution-goal" index={index} count={count} disabled={disabled} onMove={onMove} onRemove={onRemove} t={t}>
      <Labelled name={`${name}.day`} frame={{ label: t('day'), required: true, hint: t('dayHint') }}>
        {(a11y) => (
          <select className={styles.select} {...register(`${name}.day`)} {...a11y} disabled={disabled}>
            {DAYS.map((d) => (
              <option key={d} value={String(d)}>
                {t('dayOption', { day: d })}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled name={`${name}.title`} frame={{ label: t('title'), required: true, hint: t('titleHint') }}>
        {(a11y) => <input className={styles.input} {...register(`${name}.title`)} {...a11y} disabled={disabled} />}
      </Labelled>
      <Labelled name={`${name}.step`} frame={{ label: t('step'), required: true, hint: t('stepHint') }}>
        {(a11y) => (
          <select className={styles.select} {...register(`${name}.step`)} {...a11y} disabled={disabled}>
            <option value="">{t('chooseStep')}</option>
            {step && !known ? <option value={step}>{t('stepUnknown', { step })}</option> : null}
            {steps.map((s) => (
              <option key={s.step} value={s.step}>
                {t('stepOption', { step: s.step, reason: s.reason })}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      <Labelled name={`${name}.count`} frame={{ label: t('count'), required: true, hint: t('countHint') }}>
        {(a11y) => <input className={styles.input} type="number" inputMode="numeric" min={1} {...register(`${name}.count`)} {...a11y} disabled={disabled} />}
      </Labelled>
      <Labelled name={`${name}.bonus`} frame={{ label: t('bonus'), required: true }}>
        {(a11y) => <input className={styles.input} type="number" inputMode="numeric" min={1} {...register(`${name}.bonus`)} {...a11y} disabled={disabled} />}
      </Labelled>
    </RowCard>
  );
}
