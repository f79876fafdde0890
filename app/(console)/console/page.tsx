import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { ConsoleHome } from '@/components/console/console-home';

export default function ConsoleHomePage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame>
        <ConsoleHome />
      </ConsoleFrame>
    </ClientMessages>
  );
}
