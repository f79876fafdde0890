import { RewardPreviewPage, type PreviewSearch } from '@/components/preview/reward-preview';
import { ClientMessages } from '@/i18n/client-messages';

// A signed, expiring link (docs/console.md, Previews): rendered per request, never cached.
export const dynamic = 'force-dynamic';

export default async function PreviewDetailPage({ searchParams }: { searchParams: Promise<PreviewSearch> }) {
  return (
    <ClientMessages namespaces={['shop', 'rewards', 'errors', 'redeem', 'app']}>
      <RewardPreviewPage view="detail" search={await searchParams} />
    </ClientMessages>
  );
}
