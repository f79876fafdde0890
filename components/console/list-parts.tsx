'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import styles from './console.module.css';

// The parts every console list shares (rewards, raffles, content): search and archive filter,
// the loading / failed / empty states, paging 50 at a time, and «Ältere laden» for lists read by cursor.

export const PAGE = 50;

/** The list's search, archive filter and page; a new search or filter starts at the first page. */
export function useListQuery() {
  const [q, setQ] = useState('');
  const [archived, setArchived] = useState(false);
  const [offset, setOffset] = useState(0);
  return {
    q,
    archived,
    offset,
    setOffset,
    search: (value: string) => {
      setQ(value);
      setOffset(0);
    },
    showArchived: (value: boolean) => {
      setArchived(value);
      setOffset(0);
    },
  };
}
export type ListQuery = ReturnType<typeof useListQuery>;

export function ListToolbar({
  query,
  searchLabel,
  archivedLabel,
  count,
}: {
  query: ListQuery;
  searchLabel: string;
  archivedLabel: string;
  count: string | null;
}) {
  return (
    <div className={styles.toolbar}>
      <input
        className={`${styles.input} ${styles.search}`}
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={query.q}
        onChange={(e) => query.search(e.target.value)}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={query.archived} onChange={(e) => query.showArchived(e.target.checked)} />
        {archivedLabel}
      </label>
      {count !== null ? <span className={styles.muted}>{count}</span> : null}
    </div>
  );
}

/** The table once its page is loaded; before that, what is happening. */
export function ListState({ failed, items, emptyText, children }: { failed: boolean; items: unknown[] | undefined; emptyText: string; children: ReactNode }) {
  const common = useTranslations('console');
  if (failed) {
    return (
      <p className={styles.notice} data-tone="error" role="alert">
        {common('loadFailed')}
      </p>
    );
  }
  if (!items) return <p className={styles.muted}>{common('loading')}</p>;
  if (items.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return <div className={styles.tableWrap}>{children}</div>;
}

export function Pager({ query, total, previous, next }: { query: ListQuery; total: number | undefined; previous: string; next: string }) {
  if (total === undefined || total <= PAGE) return null;
  const { offset, setOffset } = query;
  return (
    <div className={styles.actions}>
      <button type="button" className={`${button.button} ${button.secondary}`} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
        {previous}
      </button>
      <button type="button" className={`${button.button} ${button.secondary}`} disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
        {next}
      </button>
    </div>
  );
}

/** «Ältere laden» under a list paged by useOlderPages: the button while older pages exist, and why loading failed. */
export function OlderPagesButton({
  older,
  label,
  errorTestId,
}: {
  older: { cursor: number | null; loading: boolean; error: string | null; more: () => void };
  label: string;
  errorTestId: string;
}) {
  const common = useTranslations('console');
  if (older.cursor === null) return null;
  return (
    <div className={styles.actions}>
      <ShowMoreButton loading={older.loading} onMore={older.more} label={label} loadingLabel={common('loading')} />
      {older.error ? (
        <p className={styles.notice} data-tone="error" role="alert" data-testid={errorTestId}>
          {older.error}
        </p>
      ) : null}
    </div>
  );
}
