import { useTranslations } from 'next-intl';
import type { PostList as Page } from '@/lib/contracts/posts';
import { MorePosts } from './more-posts';
import { PostCard } from './post-card';
import styles from './posts.module.css';

/** /me/posts: the newest posts rendered on the server; older ones a page at a time in the browser. */
export function PostList({ page }: { page: Page }) {
  const t = useTranslations('posts');
  return (
    <div className={styles.stack}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      {page.items.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="post-list">
          {page.items.map((p) => (
            <li key={p.id}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
      )}
      {page.next_cursor ? <MorePosts cursor={page.next_cursor} /> : null}
    </div>
  );
}
