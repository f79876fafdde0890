import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { RewardsList } from '@/components/console/rewards-list';

export default function ConsoleRewardsPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <RewardsList />
      </ConsoleFrame>
    </ClientMessages>
  );
}
