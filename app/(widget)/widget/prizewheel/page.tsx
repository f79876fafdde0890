import { PrizewheelWidget } from '@/components/games/prizewheel/prizewheel-widget';
import { ClientMessages } from '@/i18n/client-messages';

export default function PrizewheelWidgetPage() {
  return (
    <ClientMessages namespaces={['games', 'widgets', 'redeem', 'app', 'errors']}>
      <PrizewheelWidget />
    </ClientMessages>
  );
}
