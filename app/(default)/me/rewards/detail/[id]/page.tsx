import { RewardDetailView } from '@/components/rewards/detail/reward-detail';

// The shell is the same for every reward (the id is read in the browser), so no id is rendered at
// build time and each one is cached as a static page on first request.
export function generateStaticParams() {
  return [];
}

export default function RewardDetailPage() {
  return <RewardDetailView />;
}
