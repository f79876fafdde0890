import { LeaderboardPage } from '@/components/leaderboard/leaderboard-page';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('leaderboard');

export default function Leaderboard() {
  return (
    <ClientMessages namespaces={['leaderboard', 'app', 'errors']}>
      <LeaderboardPage />
    </ClientMessages>
  );
}
