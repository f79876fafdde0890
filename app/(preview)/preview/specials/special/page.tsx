import { SpecialPreviewPage } from '@/components/preview/special-preview';
import type { PreviewSearch } from '@/components/preview/reward-preview';
import { ClientMessages } from '@/i18n/client-messages';

// A signed, expiring link (docs/console.md, Previews): rendered per request, never cached.
export const dynamic = 'force-dynamic';

export default async function PreviewSpecial({ searchParams }: { searchParams: Promise<PreviewSearch> }) {
  return (
    <ClientMessages namespaces={['specials', 'specialBlackWeek', 'specialResolutions', 'shop', 'rewards', 'errors', 'redeem', 'app']}>
      <SpecialPreviewPage search={await searchParams} />
    </ClientMessages>
  );
}
