import { ProfilePage } from '@/components/profile/profile-page';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('profile');

export default function Profile() {
  return (
    <ClientMessages namespaces={['profile', 'leaderboard', 'app', 'errors']}>
      <ProfilePage />
    </ClientMessages>
  );
}
