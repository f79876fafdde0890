import { notFound } from 'next/navigation';
import { SpecialPage } from '@/components/specials/special-page';
import { itemMetadata, specialOf } from '@/lib/server/pages/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';

// Rendered on the server as a reader without a member sees it, cached per special (docs/architecture.md,
// "Pages"); the member's part fills in from GET /api/specials/{slug} (docs/specials.md).
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ slug: string }> };

export const generateMetadata = async ({ params }: Params) => itemMetadata((await specialOf((await params).slug))?.title, 'special');

export default async function SpecialRoute({ params }: Params) {
  const special = await specialOf((await params).slug);
  if (!special) notFound();
  return (
    <ClientMessages namespaces={['specials', 'specialBlackWeek', 'specialResolutions', 'shop', 'rewards', 'errors', 'redeem', 'app']}>
      <SpecialPage special={special} />
    </ClientMessages>
  );
}
