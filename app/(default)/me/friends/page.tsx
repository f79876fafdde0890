import { FriendsPage } from '@/components/friends/friends-page';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('friends');

export default function Friends() {
  return (
    <ClientMessages namespaces={['friends', 'app', 'errors']}>
      <FriendsPage />
    </ClientMessages>
  );
}
