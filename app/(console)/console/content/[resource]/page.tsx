import { notFound } from 'next/navigation';
import { ClientMessages } from '@/i18n/client-messages';
import { CONTENT_RESOURCES } from '@/lib/contracts/console-content';
import { ConsoleFrame } from '@/components/console/console-frame';
import { ContentList } from '@/components/console/content/content-list';
import { contentResource } from '@/components/console/content/resources';

// A static shell per resource; any other segment is a 404.
export const dynamicParams = false;
export const generateStaticParams = () => CONTENT_RESOURCES.map((resource) => ({ resource }));

export default async function ConsoleContentListPage({ params }: { params: Promise<{ resource: string }> }) {
  const resource = contentResource((await params).resource) ?? notFound();
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <ContentList resource={resource} />
      </ConsoleFrame>
    </ClientMessages>
  );
}
