import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/posts/post-article';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';

// The post as a widget in a host page (docs/product.md §4.3, docs/posts-faq.md): the same server-
// rendered article as /me/posts/{id}, without the way back to the list; its links open the whole window.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default async function PostWidgetPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const post = Number.isSafeInteger(id) && id > 0 ? await catalogue().post(id) : null;
  if (!post) notFound();
  return (
    <ClientMessages namespaces={['posts', 'app']}>
      <PostArticle post={post} widget />
    </ClientMessages>
  );
}
