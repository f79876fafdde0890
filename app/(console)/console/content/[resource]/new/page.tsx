import { notFound } from 'next/navigation';
import { ClientMessages } from '@/i18n/client-messages';
import { CONTENT_RESOURCES } from '@/lib/contracts/console-content';
import { ConsoleFrame } from '@/components/console/console-frame';
import { ContentEditor } from '@/components/console/content/content-editor';
import { contentResource } from '@/components/console/content/resources';

export const dynamicParams = false;
export const generateStaticParams = () => CONTENT_RESOURCES.map((resource) => ({ resource }));

export default async function ConsoleNewContentPage({ params }: { params: Promise<{ resource: string }> }) {
  const resource = contentResource((await params).resource) ?? notFound();
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <ContentEditor resource={resource} item={null} />
      </ConsoleFrame>
    </ClientMessages>
  );
}
