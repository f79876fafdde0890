import { RewardDetailView } from '@/components/rewards/detail/reward-detail';
import { catalogue } from '@/lib/server/pages/catalogue';
import { ClientMessages } from '@/i18n/client-messages';

// Rendered on the server and cached per reward (docs/architecture.md, "Pages"): none at build
// time, each on its first request, again after `revalidate` seconds or when editors publish.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default async function RewardDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const reward = Number.isSafeInteger(id) && id > 0 ? await catalogue().reward(id) : null;
  return (
    <ClientMessages namespaces={['shop', 'rewards', 'errors', 'redeem', 'app']}>
      <RewardDetailView reward={reward} />
    </ClientMessages>
  );
}
