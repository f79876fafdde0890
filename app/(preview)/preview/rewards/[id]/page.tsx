import { RewardPreviewPage, type PreviewSearch } from '@/components/preview/reward-preview';
import { ClientMessages } from '@/i18n/client-messages';

// /preview/rewards/{id}?exp=&sig= (docs/product.md §4.5): the detail preview, the id in the path.
export const dynamic = 'force-dynamic';

export default async function PreviewRewardPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<PreviewSearch> }) {
  const search = { ...(await searchParams), id: (await params).id };
  return (
    <ClientMessages namespaces={['shop', 'rewards', 'errors', 'redeem', 'app']}>
      <RewardPreviewPage view="detail" search={search} />
    </ClientMessages>
  );
}
