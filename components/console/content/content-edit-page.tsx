'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ContentResource } from '@/lib/contracts/console-content';
import { useContentItem } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import type { Notice } from '../reward-editor';
import { ContentEditor } from './content-editor';
import { VoucherCodes } from './voucher-codes';
import styles from '../console.module.css';

/** /console/content/{resource}/{key}: the item loaded, then its editor (a fresh form for each version saved). */
export function ContentEditPage({ resource, itemKey }: { resource: ContentResource; itemKey: string }) {
  const t = useTranslations('console');
  const errorText = useApiErrorText();
  const item = useContentItem(resource, itemKey);
  // Each saved version starts a fresh form (nothing unsaved), with what was said about the last step.
  const [version, setVersion] = useState<{ n: number; notice: Notice | null }>({ n: 0, notice: null });
  if (item.error) {
    return (
      <p className={styles.notice} data-tone="error" role="alert">
        {errorText(item.error)}
      </p>
    );
  }
  if (!item.data) return <p className={styles.muted}>{t('loading')}</p>;
  const editor = (
    <ContentEditor
      key={version.n}
      resource={resource}
      item={item.data}
      notice={version.notice}
      onChange={(next, notice) => {
        void item.mutate(next, { revalidate: false });
        setVersion({ n: version.n + 1, notice });
      }}
    />
  );
  // A voucher campaign's codes and redemptions sit below its editor.
  if (resource !== 'voucher-campaigns') return editor;
  return (
    <>
      {editor}
      <VoucherCodes item={item.data} />
    </>
  );
}
