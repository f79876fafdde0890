import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { RafflesPage } from '@/components/console/raffles-page';

export default function ConsoleRafflesPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <RafflesPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
