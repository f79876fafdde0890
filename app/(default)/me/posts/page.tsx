import { PostList } from '@/components/posts/post-list';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('posts');

// Rendered on the server and cached (docs/posts-faq.md, Pages): the newest posts are in the HTML,
// older ones load a page at a time.
export const revalidate = 60;

export default async function PostsPage() {
  const page = await catalogue().posts(10);
  return (
    <ClientMessages namespaces={['posts', 'errors', 'app']}>
      <PostList page={page} />
    </ClientMessages>
  );
}
