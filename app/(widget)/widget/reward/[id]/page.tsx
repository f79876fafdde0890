import { notFound } from 'next/navigation';
import { RewardWidget } from '@/components/widgets/reward-widget';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';

// /widget/reward/{id} (docs/widgets.md): the reward from the cached catalogue in the HTML; the
// member's balance against its price is a leaf.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default async function RewardWidgetPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const reward = Number.isSafeInteger(id) && id > 0 ? await catalogue().reward(id) : null;
  if (!reward) notFound();
  return (
    <ClientMessages namespaces={['widgets', 'app']}>
      <RewardWidget reward={reward} />
    </ClientMessages>
  );
}
