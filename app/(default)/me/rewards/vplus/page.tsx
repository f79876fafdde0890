import { VplusShop } from '@/components/rewards/shop/vplus-shop';

export default function VplusRewardsPage() {
  return <VplusShop />;
}
