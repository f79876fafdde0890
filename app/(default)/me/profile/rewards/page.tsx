import { MyRewards } from '@/components/rewards/mine/my-rewards';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('myRewards');

export default function MyRewardsPage() {
  return (
    <ClientMessages namespaces={['myRewards', 'redeem', 'app', 'errors']}>
      <MyRewards />
    </ClientMessages>
  );
}
