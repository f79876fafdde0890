import { MoreFriendsPage } from '@/components/friends/more-friends-page';
import { ClientMessages } from '@/i18n/client-messages';

export default function MoreFriends() {
  return (
    <ClientMessages namespaces={['friends', 'app', 'errors']}>
      <MoreFriendsPage />
    </ClientMessages>
  );
}
