import { UserWidget } from '@/components/widgets/user-widget';
import { ClientMessages } from '@/i18n/client-messages';

// /widget/user (docs/widgets.md): a static shell; avatar, name and figures come from /api/me in the browser.
export default function UserWidgetPage() {
  return (
    <ClientMessages namespaces={['widgets', 'app']}>
      <UserWidget />
    </ClientMessages>
  );
}
