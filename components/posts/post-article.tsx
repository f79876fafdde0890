import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PostDetail } from '@/lib/contracts/posts';
import { AppLink } from '@/components/ui/app-link';
import { WebViewLink } from '@/components/widgets/web-view-link';
import { WidgetBodyLinks } from '@/components/widgets/widget-body-links';
import { linksToWholeWindow } from '@/lib/domain/widget-links';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { AppExternalLinks } from './app-external-links';
import { PostDate } from './post-date';
import styles from './posts.module.css';
import prose from './prose.module.css';

const BODY = '[data-testid="post-body"]';

/** A link of the widget: the whole window, or the host's web view when a host page frames it. */
function WidgetLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <WebViewLink href={href} variant="plain" className={className}>
      {children}
    </WebViewLink>
  );
}

/**
 * /me/posts/{id}: the post as every reader sees it, rendered on the server. The body is HTML the
 * server rendered from the editor's Markdown and sanitised (lib/server/content/markdown.ts), so it
 * goes into the page as it is. The widget (/widget/post/{id}) shows it without the way back to the
 * list; every link of it, the body's too, opens the whole window or asks a host page that frames it
 * to open it, as every widget's links do (docs/widgets.md, "Opening the web view").
 */
export function PostArticle({ post, widget = false }: { post: PostDetail; widget?: boolean }) {
  const t = useTranslations('posts');
  const Link = widget ? WidgetLink : AppLink;
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
      <div
        className={`${styles.body} ${prose.prose}`}
        data-testid="post-body"
        dangerouslySetInnerHTML={{ __html: widget ? linksToWholeWindow(post.html) : post.html }}
      />
      <AppExternalLinks selector={BODY} />
      {widget ? <WidgetBodyLinks selector={BODY} /> : null}
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
        <WebViewLink href={`/me/posts/${post.id}`} variant="plain" className={styles.back} testId="post-open-in-app">
          {t('openInApp')} ›
        </WebViewLink>
      ) : null}
    </article>
  );
}
