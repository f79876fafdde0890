import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { AuditPage } from '@/components/console/audit-page';

export default function ConsoleAuditPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={[]}>
        <AuditPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
