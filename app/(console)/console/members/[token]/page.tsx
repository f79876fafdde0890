import { ClientMessages } from '@/i18n/client-messages';
import { ConsoleFrame } from '@/components/console/console-frame';
import { MemberDetail } from '@/components/console/member-detail';

export default async function ConsoleMemberPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  return (
    <ClientMessages namespaces={['console', 'errors', 'app']}>
      <ConsoleFrame roles={['operator']}>
        <MemberDetail token={token} />
      </ConsoleFrame>
    </ClientMessages>
  );
}
