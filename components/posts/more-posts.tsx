'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PostList, PostSummary } from '@/lib/contracts/posts';
import { apiFetch } from '@/lib/client/fetcher';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { PostCard } from './post-card';
import styles from './posts.module.css';

/** Older posts, a page at a time (GET /api/posts?cursor=…), below the ones the server rendered. */
export function MorePosts({ cursor: first }: { cursor: string }) {
  const t = useTranslations('posts');
  const errorText = useApiErrorText();
  const { collectorToken } = useSessionQuery();
  const [items, setItems] = useState<PostSummary[]>([]);
  const [cursor, setCursor] = useState<string | null>(first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const more = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    try {
      const page = await apiFetch<PostList>('/posts', collectorToken, { query: { cursor, limit: 10 } });
      setItems((all) => [...all, ...page.items.filter((p) => !all.some((a) => a.id === p.id))]);
      setCursor(page.next_cursor);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      {items.length ? (
        <ul className={styles.list}>
          {items.map((p) => (
            <li key={p.id}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
      ) : null}
      {cursor ? (
        <div className={styles.more}>
          <ShowMoreButton loading={loading} onMore={more} label={t('more')} loadingLabel={t('loadingMore')} />
          {error ? (
            <p className={styles.empty} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
