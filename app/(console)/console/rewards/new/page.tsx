import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { RewardEditor } from '@/components/console/reward-editor';

export default function ConsoleNewRewardPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <RewardEditor reward={null} />
      </ConsoleFrame>
    </ClientMessages>
  );
}
