import { MyRewards } from '@/components/rewards/mine/my-rewards';

export default function MyRewardsPage() {
  return <MyRewards />;
}
