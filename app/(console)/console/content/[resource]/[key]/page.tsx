import { notFound } from 'next/navigation';
import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { ContentEditPage } from '@/components/console/content/content-edit-page';
import { contentResource } from '@/components/console/content/resources';

export default async function ConsoleContentItemPage({ params }: { params: Promise<{ resource: string; key: string }> }) {
  const { resource: segment, key } = await params;
  const resource = contentResource(segment) ?? notFound();
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <ContentEditPage resource={resource} itemKey={decodeURIComponent(key)} />
      </ConsoleFrame>
    </ClientMessages>
  );
}
