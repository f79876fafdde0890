import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/posts/post-article';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';

// Rendered on the server and cached per post (docs/posts-faq.md, Pages): none at build time, each
// on its first request, again after `revalidate` seconds or when editors publish. A post members
// may not see (unpublished, archived, not yet due) is a 404.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default async function PostPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const post = Number.isSafeInteger(id) && id > 0 ? await catalogue().post(id) : null;
  if (!post) notFound();
  return (
    <ClientMessages namespaces={['posts', 'app']}>
      <PostArticle post={post} />
    </ClientMessages>
  );
}
