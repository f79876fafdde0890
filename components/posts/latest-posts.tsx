import { useTranslations } from 'next-intl';
import type { PostSummary } from '@/lib/contracts/posts';
import { AppLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { PostCard } from './post-card';
import styles from './posts.module.css';

/** The overview's card of the newest posts, with the way to all of them; nothing when there are none. */
export function LatestPosts({ posts }: { posts: PostSummary[] }) {
  const t = useTranslations('posts');
  if (posts.length === 0) return null;
  return (
    <Card title={t('latest')} id="posts">
      <div className={styles.stack}>
        <ul className={styles.list}>
          {posts.map((p) => (
            <li key={p.id}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
        <AppLink href="/me/posts" className={styles.back}>
          {t('all')} ›
        </AppLink>
      </div>
    </Card>
  );
}
