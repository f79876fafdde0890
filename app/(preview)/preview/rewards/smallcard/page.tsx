import { RewardPreviewPage, type PreviewSearch } from '@/components/preview/reward-preview';
import { ClientMessages } from '@/i18n/client-messages';

// A signed, expiring link (docs/console.md, Previews): rendered per request, never cached.
export const dynamic = 'force-dynamic';

export default async function PreviewSmallCardPage({ searchParams }: { searchParams: Promise<PreviewSearch> }) {
  return (
    <ClientMessages namespaces={['shop', 'rewards', 'errors', 'redeem', 'app']}>
      <RewardPreviewPage view="smallcard" search={await searchParams} />
    </ClientMessages>
  );
}
