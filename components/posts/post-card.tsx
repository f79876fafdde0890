import type { PostSummary } from '@/lib/contracts/posts';
import { AppLink } from '@/components/ui/app-link';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { PostDate } from './post-date';
import styles from './posts.module.css';

/** A post in a list: picture, title, day and teaser, the whole card one link to the post. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <AppLink href={`/me/posts/${post.id}`} className={styles.card} data-testid="post-card">
      <span className={styles.thumb}>
        {/* In the pictures' own 16:10, as on the post's page: a square would cut off their sides. */}
        <RewardImage src={post.image_url} />
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{post.title}</span>
        <PostDate iso={post.publish_at} />
        <span className={styles.cardTeaser}>{post.teaser}</span>
      </span>
    </AppLink>
  );
}
