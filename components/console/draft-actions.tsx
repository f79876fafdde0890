'use client';
import type { ReactNode } from 'react';
import button from '@/components/ui/button.module.css';
import styles from './console.module.css';

// The editors' buttons under a reward's or a content item's form (docs/console.md, Drafts): save
// (in place, or as the draft once published), publish (or publish the pending draft), take
// offline, archive — and what only rewards have (pause, preview) in between.

type Item = { status: 'draft' | 'published' | 'archived'; draft: unknown };
export type DraftAct = 'publish' | 'unpublish' | 'archive';
type Texts = { saving: string; create: string; saveDraft: string; save: string; publish: string; publishChanges: string; unpublish: string; archive: string };

export function DraftActions({
  item,
  busy,
  dirty,
  texts,
  act,
  beforeArchive,
  after,
}: {
  item: Item | null;
  busy: string | null;
  dirty: boolean;
  texts: Texts;
  act: (what: DraftAct) => void;
  beforeArchive?: ReactNode;
  after?: ReactNode;
}) {
  const secondary = `${button.button} ${button.secondary}`;
  return (
    <div className={styles.actions}>
      <button type="submit" className={button.button} aria-busy={busy === 'save' || undefined} disabled={Boolean(busy)}>
        {busy === 'save' ? texts.saving : !item ? texts.create : item.status === 'published' ? texts.saveDraft : texts.save}
      </button>
      {item && (item.status !== 'published' || item.draft) ? (
        <button type="button" className={secondary} disabled={Boolean(busy) || dirty} onClick={() => act('publish')}>
          {item.status === 'published' ? texts.publishChanges : texts.publish}
        </button>
      ) : null}
      {item?.status === 'published' ? (
        <button type="button" className={secondary} disabled={Boolean(busy)} onClick={() => act('unpublish')}>
          {texts.unpublish}
        </button>
      ) : null}
      {beforeArchive}
      {item ? (
        <button type="button" className={secondary} disabled={Boolean(busy)} onClick={() => act('archive')}>
          {texts.archive}
        </button>
      ) : null}
      {after}
    </div>
  );
}

/** The texts of a namespace that names them saving, create, saveDraft, … (console.rewards, console.content.editor). */
export const draftTexts = (t: (key: 'saving' | 'create' | 'saveDraft' | 'save' | 'publish' | 'publishChanges' | 'unpublish' | 'archive') => string): Texts => ({
  saving: t('saving'),
  create: t('create'),
  saveDraft: t('saveDraft'),
  save: t('save'),
  publish: t('publish'),
  publishChanges: t('publishChanges'),
  unpublish: t('unpublish'),
  archive: t('archive'),
});
