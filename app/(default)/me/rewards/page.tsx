import { RewardsShop } from '@/components/rewards/shop/rewards-shop';

export default function RewardsPage() {
  return <RewardsShop />;
}
