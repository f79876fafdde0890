import { MyRewards } from '@/components/rewards/mine/my-rewards';
import { ClientMessages } from '@/i18n/client-messages';

export default function MyRewardsPage() {
  return (
    <ClientMessages namespaces={['myRewards', 'redeem', 'app', 'errors']}>
      <MyRewards />
    </ClientMessages>
  );
}
