import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/posts/post-article';
import { ClientMessages } from '@/i18n/client-messages';
import { itemMetadata, postOf } from '@/lib/server/pages/page-metadata';

// Rendered on the server and cached per post (docs/posts-faq.md, Pages): none at build time, each
// on its first request, again after `revalidate` seconds or when editors publish. A post members
// may not see (unpublished, archived, not yet due) is a 404.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ id: string }> };

export const generateMetadata = async ({ params }: Params) => itemMetadata((await postOf(Number((await params).id)))?.title, 'post');

export default async function PostPage({ params }: Params) {
  const post = await postOf(Number((await params).id));
  if (!post) notFound();
  return (
    <ClientMessages namespaces={['posts', 'app']}>
      <PostArticle post={post} />
    </ClientMessages>
  );
}
