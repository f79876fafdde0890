import { Challenges } from '@/components/games/challenges';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('challenges');

export default function ChallengesPage() {
  return (
    <ClientMessages namespaces={['games', 'redeem', 'app', 'errors']}>
      <Challenges />
    </ClientMessages>
  );
}
