import { MyRewards } from '@/components/rewards/mine/my-rewards';
import { ClientMessages } from '@/i18n/client-messages';

export default function MyRewardsPage() {
  return (
    <ClientMessages namespaces={['myRewards', 'app', 'errors']}>
      <MyRewards />
    </ClientMessages>
  );
}
