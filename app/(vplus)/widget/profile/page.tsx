import { ProfileWidget } from '@/components/widgets/profile-widget';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';

// /widget/profile (vplus layout, docs/widgets.md): the perks and the exclusive rewards in the HTML;
// whether they are open to the member is a leaf.
export const revalidate = 60;

export default async function ProfileWidgetPage() {
  return (
    <ClientMessages namespaces={['widgets', 'app']}>
      <ProfileWidget items={await catalogue().rewards({ exclusive: true })} />
    </ClientMessages>
  );
}
