import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { RewardEditPage } from '@/components/console/reward-edit-page';

export default async function ConsoleRewardPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['editor']}>
        <RewardEditPage id={id} />
      </ConsoleFrame>
    </ClientMessages>
  );
}
