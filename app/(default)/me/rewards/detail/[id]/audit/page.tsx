import { RaffleAuditView } from '@/components/rewards/audit/raffle-audit';
import { catalogue } from '@/lib/server/pages/catalogue';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('audit');

// Rendered on the server from the public audit and cached like the reward's page: it changes once,
// at the draw (the draw job drops the cached pages, lib/server/services/reward-jobs.ts).
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export default async function RaffleAuditPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  const page = Number.isSafeInteger(id) && id > 0 ? await catalogue().raffleAudit(id) : null;
  return (
    <ClientMessages namespaces={['audit']}>
      <RaffleAuditView page={page} />
    </ClientMessages>
  );
}
