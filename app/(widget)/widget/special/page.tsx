import { SpecialWidget } from '@/components/widgets/special-widget';
import { SpecialMemberProgress } from '@/components/widgets/special-member-progress';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';

// /widget/special (docs/widgets.md): the running special from the cached catalogue; the member's progress is a leaf.
export const revalidate = 60;

export default async function SpecialWidgetPage() {
  const [special] = await catalogue().runningSpecials();
  return (
    <ClientMessages namespaces={['widgets', 'app']}>
      <SpecialWidget special={special ?? null} progress={(slug) => <SpecialMemberProgress slug={slug} />} />
    </ClientMessages>
  );
}
