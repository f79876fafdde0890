import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { MembersPage } from '@/components/console/members-page';

export default function ConsoleMembersPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['operator']}>
        <MembersPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
