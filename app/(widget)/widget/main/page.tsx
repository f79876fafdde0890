import { MainWidget } from '@/components/widgets/main-widget';
import { ClientMessages } from '@/i18n/client-messages';

// /widget/main (docs/widgets.md): a static shell; the member's figures come from /api/me in the browser.
export default function MainWidgetPage() {
  return (
    <ClientMessages namespaces={['widgets', 'app']}>
      <MainWidget />
    </ClientMessages>
  );
}
