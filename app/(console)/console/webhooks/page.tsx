import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { WebhooksPage } from '@/components/console/webhooks-page';

export default function ConsoleWebhooksPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={[]}>
        <WebhooksPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
