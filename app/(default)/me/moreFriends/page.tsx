import { MoreFriendsPage } from '@/components/friends/more-friends-page';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('moreFriends');

export default function MoreFriends() {
  return (
    <ClientMessages namespaces={['friends', 'app', 'errors']}>
      <MoreFriendsPage />
    </ClientMessages>
  );
}
