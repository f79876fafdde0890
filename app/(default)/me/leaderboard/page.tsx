import { LeaderboardPage } from '@/components/leaderboard/leaderboard-page';
import { ClientMessages } from '@/i18n/client-messages';

export default function Leaderboard() {
  return (
    <ClientMessages namespaces={['leaderboard', 'app', 'errors']}>
      <LeaderboardPage />
    </ClientMessages>
  );
}
