'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { DraftActions, draftTexts } from './draft-actions';
import { EMPTY_REWARD, rewardInputSchema, type ConsoleReward, type RewardInput } from '@/lib/contracts/console';
import { DELIVERY_TYPES, REWARD_TYPES } from '@/lib/domain/reward-states';
import { LIMIT_PERIODS } from '@/lib/domain/limit-periods';
import { ApiClientError } from '@/lib/client/api-error';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { usePublicConfig } from '@/lib/client/public-config';
import { createReward, pauseReward, rewardAction, rewardPreviewUrls, saveReward } from '@/lib/client/console-api';
import button from '@/components/ui/button.module.css';
import { PreviewLinks } from '@/components/preview/preview-links';
import { fromLocalInput, toLocalInput } from './local-time';
import { PictureField } from './picture-field';
import { RewardStatus } from './reward-status';
import styles from './console.module.css';

// Form values are what the inputs hold; these turn them into the contract's types.
const REWARD_VIEWS = ['detail', 'largecard', 'smallcard'] as const;
const nullableNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };
const number = { setValueAs: (v: unknown) => (v === '' ? Number.NaN : Number(v)) };
const nullableText = { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null) };
const nullableEnum = { setValueAs: (v: unknown) => (v === '' ? null : v) };
/** datetime-local (the editor's own time zone) ↔ ISO with offset. */
const dateTime = { setValueAs: fromLocalInput };

type Act = 'publish' | 'unpublish' | 'archive' | 'pause' | 'resume';
export type Notice = { tone: 'ok' | 'error'; text: string };
type FormValues = z.input<typeof rewardInputSchema>;
/** The inputs' starting values: times as the datetime-local inputs show them. */
const formValues = (r: RewardInput): FormValues => ({ ...r, starts_at: toLocalInput(r.starts_at), ends_at: toLocalInput(r.ends_at) });

/**
 * /console/rewards/new and /console/rewards/{id}: every field of a reward, checked as the API checks
 * it (the same zod contract); saving a published reward keeps a draft until "Änderungen
 * veröffentlichen" (docs/console.md, Rewards and drafts).
 */
export function RewardEditor({
  reward,
  onChange,
  notice: initialNotice = null,
}: {
  reward: ConsoleReward | null;
  /** A saved or acted-on reward, and what to tell the editor; the page then shows a fresh form of it. */
  onChange?: (r: ConsoleReward, notice: Notice) => void;
  notice?: Notice | null;
}) {
  const t = useTranslations('console.editor');
  const types = useTranslations('console.types');
  const deliveries = useTranslations('console.deliveries');
  const periods = useTranslations('console.periods');
  const categoryText = useTranslations('console.categories');
  const { categories } = usePublicConfig();
  const errorText = useApiErrorText();
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const [busy, setBusy] = useState<string | null>(null);
  const values = reward ? (reward.draft ?? reward.live) : EMPTY_REWARD;
  const archived = reward?.status === 'archived';
  // Type and delivery say what each order is owed: once there are orders, only the live ones are offered.
  const kindFixed = Boolean(reward && reward.orders > 0);
  const typeOptions = kindFixed && reward ? [reward.live.type] : REWARD_TYPES;
  const deliveryOptions = kindFixed && reward ? [reward.live.delivery] : DELIVERY_TYPES;
  // The shop's sections by the configured category ids; a reward in another one keeps it, named by number.
  const categoryOptions = Object.entries(categories).map(([key, id]) => ({ id, label: categoryText(key as keyof typeof categories) }));
  if (!categoryOptions.some((o) => o.id === values.category_id))
    categoryOptions.push({ id: values.category_id, label: categoryText('other', { id: values.category_id }) });
  const form = useForm<FormValues, unknown, RewardInput>({
    resolver: zodResolver(rewardInputSchema),
    defaultValues: formValues(values),
  });
  const { register, handleSubmit, control, formState, setError, setValue } = form;
  // Which sections apply follows the chosen type and delivery.
  const type = useWatch({ control, name: 'type' });
  const delivery = useWatch({ control, name: 'delivery' });
  const imageUrl = useWatch({ control, name: 'image_url' });

  const serverErrors = (err: unknown) => {
    if (err instanceof ApiClientError && err.code === 'VALIDATION_FAILED' && Array.isArray(err.details)) {
      for (const d of err.details as { path: string; message: string }[]) if (d.path) setError(d.path as FieldPath<FormValues>, { message: d.message });
    }
    setNotice({ tone: 'error', text: errorText(err) });
  };

  const save = handleSubmit(
    async (input) => {
      setBusy('save');
      setNotice(null);
      try {
        if (!reward) {
          const created = await createReward(input);
          router.replace(`/console/rewards/${created.id}`);
          return;
        }
        onChange?.(await saveReward(reward.id, input), { tone: 'ok', text: t('saved') });
      } catch (err) {
        serverErrors(err);
      } finally {
        setBusy(null);
      }
    },
    () => setNotice({ tone: 'error', text: t('invalid') }),
  );

  const act = async (what: Act) => {
    if (!reward) return;
    if (what === 'archive' && !window.confirm(t('archiveConfirm', { title: reward.live.title }))) return;
    setBusy(what);
    setNotice(null);
    try {
      const updated = what === 'pause' || what === 'resume' ? await pauseReward(reward.id, what === 'pause') : await rewardAction(reward.id, what);
      onChange?.(updated, { tone: 'ok', text: t(`done.${what}`, { title: updated.live.title }) });
    } catch (err) {
      setNotice({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };

  const field = (name: FieldPath<FormValues>, input: ReactNode, opts: { required?: boolean; wide?: boolean; hint?: string } = {}) => {
    const error = formState.errors[name as keyof FormValues]?.message;
    return (
      <label className={`${styles.field} ${opts.wide ? styles.wide : ''}`} key={name}>
        <span className={styles.label}>
          {t(`fields.${name}` as 'fields.title')}
          {opts.required ? (
            <span aria-hidden="true" className={styles.required}>
              {' '}
              *
            </span>
          ) : null}
        </span>
        {input}
        {opts.hint ? <span className={styles.hint}>{opts.hint}</span> : null}
        {error ? (
          <span className={styles.fieldError} role="alert">
            {String(error)}
          </span>
        ) : null}
      </label>
    );
  };
  const invalid = (name: keyof FormValues) => (formState.errors[name] ? true : undefined);
  const text = (name: keyof FormValues, options: RegisterOptions<FormValues, typeof name> = {}) => (
    <input className={styles.input} {...register(name, options)} aria-invalid={invalid(name)} disabled={archived} />
  );
  const num = (name: keyof FormValues, nullable = false) => (
    <input
      className={styles.input}
      type="number"
      inputMode="numeric"
      {...register(name, nullable ? nullableNumber : number)}
      aria-invalid={invalid(name)}
      disabled={archived}
    />
  );

  return (
    <>
      <Link href="/console/rewards" className={styles.muted}>
        {t('back')}
      </Link>
      <div className={styles.head}>
        <h1 className={styles.title}>{reward ? t('editTitle') : t('newTitle')}</h1>
        {reward ? <RewardStatus reward={reward} /> : null}
      </div>
      {reward ? (
        <p className={styles.notice} data-testid="reward-state-note">
          {archived ? t('archivedNote') : reward.status === 'published' ? (reward.draft ? t('pendingNote') : t('draftNote')) : t('unpublishedNote')}{' '}
          {t('orders', { count: reward.orders })}
        </p>
      ) : null}
      <form className={`${styles.card} ${styles.form}`} onSubmit={save} noValidate>
        <p className={styles.hint}>{t('required')}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sections.basics')}</legend>
          {field('title', text('title'), { required: true, wide: true, hint: t('hints.title') })}
          {field('description', text('description'), { required: true, wide: true })}
          {field('details', <textarea className={styles.textarea} {...register('details')} aria-invalid={invalid('details')} disabled={archived} />, {
            wide: true,
          })}
          {field('sponsor', text('sponsor', nullableText))}
          <PictureField
            value={typeof imageUrl === 'string' && imageUrl.trim() ? imageUrl.trim() : null}
            disabled={archived}
            onChange={(url) => setValue('image_url', url, { shouldDirty: true, shouldValidate: true })}
          />
          {field('image_url', text('image_url', nullableText), { hint: t('hints.image_url') })}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sections.kind')}</legend>
          {field(
            'type',
            <select className={styles.select} {...register('type')} disabled={archived}>
              {typeOptions.map((v) => (
                <option key={v} value={v}>
                  {types(v)}
                </option>
              ))}
            </select>,
            { required: true, hint: kindFixed ? t('hints.kindFixed') : undefined },
          )}
          {field(
            'delivery',
            <select className={styles.select} {...register('delivery')} aria-invalid={invalid('delivery')} disabled={archived}>
              {deliveryOptions.map((v) => (
                <option key={v} value={v}>
                  {deliveries(v)}
                </option>
              ))}
            </select>,
            { required: true },
          )}
          {delivery === 'external' ? field('external_url', text('external_url', nullableText), { required: true }) : null}
          {field(
            'category_id',
            <select className={styles.select} {...register('category_id', number)} aria-invalid={invalid('category_id')} disabled={archived}>
              {categoryOptions.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>,
            { required: true },
          )}
          {field('position', num('position'))}
          <label className={`${styles.check} ${styles.wide}`}>
            <input type="checkbox" {...register('exclusive')} disabled={archived} />
            {t('fields.exclusive')}
          </label>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sections.price')}</legend>
          {field('cost', num('cost'), { required: true, hint: t('hints.cost') })}
          {field('stock', num('stock', true))}
          {delivery === 'coupon' || delivery === 'custom' ? field('valid_days', num('valid_days')) : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sections.limits')}</legend>
          {field('participation_limit', num('participation_limit', true))}
          {field('redeem_limit', num('redeem_limit', true))}
          {field(
            'redeem_limit_period',
            <select
              className={styles.select}
              {...register('redeem_limit_period', nullableEnum)}
              aria-invalid={invalid('redeem_limit_period')}
              disabled={archived}
            >
              <option value="">{t('noPeriod')}</option>
              {LIMIT_PERIODS.map((v) => (
                <option key={v} value={v}>
                  {periods(v)}
                </option>
              ))}
            </select>,
          )}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('sections.time')}</legend>
          {field(
            'starts_at',
            <input
              className={styles.input}
              type="datetime-local"
              {...register('starts_at', dateTime)}
              aria-invalid={invalid('starts_at')}
              disabled={archived}
            />,
            { hint: t('hints.time') },
          )}
          {field(
            'ends_at',
            <input className={styles.input} type="datetime-local" {...register('ends_at', dateTime)} aria-invalid={invalid('ends_at')} disabled={archived} />,
          )}
          {/* A day of a calendar special: Halloween's raffles, and the Advent calendar's doors, rewards or raffles (docs/specials.md). */}
          {type === 'fund' ? null : field('special_slug', text('special_slug', nullableText), { hint: t('hints.special_slug') })}
        </fieldset>
        {type === 'raffle' ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('sections.raffle')}</legend>
            {field('winners', num('winners'), { required: true })}
          </fieldset>
        ) : null}
        {type === 'fund' ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('sections.fund')}</legend>
            {field('fund_goal', num('fund_goal', true))}
          </fieldset>
        ) : null}
        {notice ? (
          <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="editor-notice">
            {notice.text}
          </p>
        ) : null}
        {archived ? null : (
          <DraftActions
            item={reward}
            busy={busy}
            dirty={formState.isDirty}
            texts={draftTexts(t)}
            act={(what) => void act(what)}
            beforeArchive={
              reward ? (
                <button
                  type="button"
                  className={`${button.button} ${button.secondary}`}
                  disabled={Boolean(busy)}
                  onClick={() => void act(reward.suspended ? 'resume' : 'pause')}
                >
                  {reward.suspended ? t('resume') : t('pause')}
                </button>
              ) : null
            }
            after={reward ? <PreviewLinks load={() => rewardPreviewUrls(reward.id)} views={REWARD_VIEWS} dirty={formState.isDirty} /> : null}
          />
        )}
      </form>
    </>
  );
}
