import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { LiabilityPage } from '@/components/console/liability-page';

export default function ConsoleLiabilityPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['operator']}>
        <LiabilityPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
