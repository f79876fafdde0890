import { useTranslations } from 'next-intl';
import type { PostDetail } from '@/lib/contracts/posts';
import { AppLink } from '@/components/ui/app-link';
import { OpenInApp } from '@/components/embed/open-in-app';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { AppExternalLinks } from './app-external-links';
import { PostDate } from './post-date';
import styles from './posts.module.css';
import prose from './prose.module.css';

/**
 * /me/posts/{id}: the post as every reader sees it, rendered on the server. The body is HTML the
 * server rendered from the editor's Markdown and sanitised (lib/server/content/markdown.ts), so it
 * goes into the page as it is. The widget (/widget/post/{id}) shows it without the way back to the list;
 * its links and "In Räppli öffnen" ask a host page that frames it to open them (docs/embedding.md).
 */
export function PostArticle({ post, widget = false }: { post: PostDetail; widget?: boolean }) {
  const t = useTranslations('posts');
  const Link = widget ? OpenInApp : AppLink;
  return (
    <article className={styles.stack} data-testid="post">
      {widget ? null : (
        <AppLink href="/me/posts" className={styles.back}>
          ‹ {t('backToList')}
        </AppLink>
      )}
      <header className={styles.head}>
        <h1 className={styles.title}>{post.title}</h1>
        <PostDate iso={post.publish_at} />
      </header>
      <div className={styles.hero}>
        <RewardImage src={post.image_url} eager />
      </div>
      <p className={styles.teaser}>{post.teaser}</p>
      <div className={`${styles.body} ${prose.prose}`} data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <AppExternalLinks selector='[data-testid="post-body"]' />
      {post.links.length ? (
        <section className={styles.stack} aria-labelledby="post-links">
          <h2 id="post-links" className={styles.linkTitle}>
            {t('links')}
          </h2>
          <ul className={styles.links}>
            {post.links.map((l) => (
              <li key={l.path}>
                <Link href={l.path} className={styles.link}>
                  <span>{l.title}</span>
                  <span className={styles.linkKind}>{t(`linkKind.${l.kind}`)} ›</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {widget ? (
        <OpenInApp href={`/me/posts/${post.id}`} className={styles.back} data-testid="post-open-in-app">
          {t('openInApp')} ›
        </OpenInApp>
      ) : null}
    </article>
  );
}
