import { RewardDetailView } from '@/components/rewards/detail/reward-detail';
import { itemMetadata, rewardOf } from '@/lib/server/pages/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';

// Rendered on the server and cached per reward (docs/architecture.md, "Pages"): none at build
// time, each on its first request, again after `revalidate` seconds or when editors publish.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ id: string }> };

export const generateMetadata = async ({ params }: Params) => itemMetadata((await rewardOf(Number((await params).id)))?.title, 'reward');

export default async function RewardDetailPage({ params }: Params) {
  const reward = await rewardOf(Number((await params).id));
  return (
    <ClientMessages namespaces={['shop', 'rewards', 'errors', 'redeem', 'app']}>
      <RewardDetailView reward={reward} />
    </ClientMessages>
  );
}
