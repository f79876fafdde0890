import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { VitalsPage } from '@/components/console/vitals-page';

export default function ConsoleVitalsPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor', 'operator']}>
        <VitalsPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
