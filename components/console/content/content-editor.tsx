'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { DraftActions, draftTexts } from '../draft-actions';
import type { ConsoleItem, ContentResource } from '@/lib/contracts/console-content';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { contentAction, createContent, refreshContentLists, saveContent } from '@/lib/client/console-api';
import { RewardStatus } from '../reward-status';
import type { Notice } from '../reward-editor';
import { ContentField } from './content-field';
import { apiIssues, contentResolver, issueField, sameValue, toFormValues, type FormValues, type Input, type Texts } from './form-values';
import { RESOURCE_VIEWS } from './resources';
import { EDITOR_EXTRAS } from './list-extras';
import { useFormatValue } from './use-format-value';
import { useResourceText } from './use-resource-text';
import styles from '../console.module.css';

type Item = ConsoleItem<Input>;
type Act = 'publish' | 'unpublish' | 'archive';

/**
 * /console/content/{resource}/new and /…/{key}: every field of the resource's input, checked as the
 * API checks it (the same zod contract). Like a reward, a published item keeps its edits as a draft
 * until "Änderungen veröffentlichen"; each field of a pending draft says what members see now.
 */
export function ContentEditor({
  resource,
  item,
  onChange,
  notice: initialNotice = null,
}: {
  resource: ContentResource;
  item: Item | null;
  /** A saved or acted-on item, and what to tell the editor; the page then shows a fresh form of it. */
  onChange?: (item: Item, notice: Notice) => void;
  notice?: Notice | null;
}) {
  const t = useTranslations('console.content');
  const text = useResourceText(resource);
  const format = useFormatValue(resource);
  const errorText = useApiErrorText();
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const [busy, setBusy] = useState<string | null>(null);
  const view = RESOURCE_VIEWS[resource];
  const Below = EDITOR_EXTRAS[resource];
  const values = item ? (item.draft ?? item.live) : (view.empty as Input);
  const archived = item?.status === 'archived';
  const texts: Texts = useMemo(
    () => ({ json: (at) => (at ? t('editor.jsonAt', at) : t('editor.json')), jsonPath: (path, message) => t('editor.jsonPath', { path, message }) }),
    [t],
  );
  const form = useForm<FormValues, unknown, Input>({
    resolver: contentResolver(resource, view.fields, texts, item ? values : undefined),
    defaultValues: toFormValues(view.fields, values),
  });
  const { handleSubmit, formState, setError } = form;
  const name = (i: Item) => String(i.live[view.name]);
  const path = (key: string | number) => `/console/content/${resource}/${encodeURIComponent(String(key))}`;

  // What the API refused at a field (a wrong value, a taken slug) is said under it; the notice points there.
  const serverErrors = (err: unknown) => {
    let atField = false;
    for (const issue of apiIssues(err)) {
      const at = issueField(view.fields, issue, texts);
      if (at) setError(at.name as FieldPath<FormValues>, { message: at.message });
      atField ||= Boolean(at);
    }
    setNotice({ tone: 'error', text: atField ? t('editor.invalid') : errorText(err) });
  };

  const save = handleSubmit(
    async (input) => {
      setBusy('save');
      setNotice(null);
      try {
        if (!item) {
          const created = await createContent(resource, input);
          void refreshContentLists(resource);
          router.replace(path(created.id));
          return;
        }
        const saved = await saveContent(resource, item.id, input);
        void refreshContentLists(resource);
        onChange?.(saved, { tone: 'ok', text: t('editor.saved') });
      } catch (err) {
        serverErrors(err);
      } finally {
        setBusy(null);
      }
    },
    () => setNotice({ tone: 'error', text: t('editor.invalid') }),
  );

  const act = async (what: Act) => {
    if (!item) return;
    if (what === 'archive' && !window.confirm(t('editor.archiveConfirm', { name: name(item) }))) return;
    setBusy(what);
    setNotice(null);
    try {
      const updated = await contentAction(resource, item.id, what);
      void refreshContentLists(resource);
      onChange?.(updated, { tone: 'ok', text: t(`editor.done.${what}`, { name: name(updated) }) });
    } catch (err) {
      serverErrors(err);
    } finally {
      setBusy(null);
    }
  };

  /** What members see of a field whose draft differs; null when there is no such difference. */
  const live = (field: (typeof view.fields)[number]) => {
    if (!item?.draft) return null;
    const [now, next] = [item.live[field.name], item.draft[field.name]];
    return sameValue(now, next) ? null : format(field, now);
  };

  return (
    <>
      <Link href={`/console/content/${resource}`} className={styles.muted}>
        {t('editor.back', { title: text.text('title') })}
      </Link>
      <div className={styles.head}>
        <h1 className={styles.title}>{item ? text.text('edit') : text.text('new')}</h1>
        {item ? <RewardStatus reward={item} pending="draftPending" testId="content-status" /> : null}
      </div>
      {item ? (
        <p className={styles.notice} data-testid="content-state-note">
          {archived
            ? t('editor.archivedNote')
            : item.status === 'published'
              ? item.draft
                ? t('editor.pendingNote')
                : t('editor.draftNote')
              : t('editor.unpublishedNote')}
        </p>
      ) : null}
      <FormProvider {...form}>
        <form className={`${styles.card} ${styles.form}`} onSubmit={save} noValidate data-testid="content-editor">
          <p className={styles.hint}>{t('editor.required')}</p>
          <fieldset className={styles.fieldset}>
            {view.fields.map((f) => (
              <ContentField key={f.name} resource={resource} field={f} disabled={archived} readOnly={Boolean(item && f.fixed)} live={live(f)} />
            ))}
          </fieldset>
          {notice ? (
            <p className={styles.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="editor-notice">
              {notice.text}
            </p>
          ) : null}
          {archived ? null : (
            <DraftActions item={item} busy={busy} dirty={formState.isDirty} texts={draftTexts((k) => t(`editor.${k}`))} act={(what) => void act(what)} />
          )}
        </form>
      </FormProvider>
      {item && Below ? <Below item={item} /> : null}
    </>
  );
}
