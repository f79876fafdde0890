import { Challenges } from '@/components/games/challenges';
import { ClientMessages } from '@/i18n/client-messages';

export default function ChallengesPage() {
  return (
    <ClientMessages namespaces={['games', 'redeem', 'app', 'errors']}>
      <Challenges />
    </ClientMessages>
  );
}
