import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { ContentHub } from '@/components/console/content/content-hub';

export default function ConsoleContentPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <ContentHub />
      </ConsoleFrame>
    </ClientMessages>
  );
}
