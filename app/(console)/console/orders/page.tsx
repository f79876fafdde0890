import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { OrdersPage } from '@/components/console/orders-page';

export default function ConsoleOrdersPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['operator']}>
        <OrdersPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
