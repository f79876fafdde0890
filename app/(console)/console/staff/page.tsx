import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { StaffPage } from '@/components/console/staff-page';

export default function ConsoleStaffPage() {
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={[]}>
        <StaffPage />
      </ConsoleFrame>
    </ClientMessages>
  );
}
