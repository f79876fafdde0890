import { FriendsPage } from '@/components/friends/friends-page';
import { ClientMessages } from '@/i18n/client-messages';

export default function Friends() {
  return (
    <ClientMessages namespaces={['friends', 'app', 'errors']}>
      <FriendsPage />
    </ClientMessages>
  );
}
