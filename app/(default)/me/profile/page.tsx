import { ProfilePage } from '@/components/profile/profile-page';
import { ClientMessages } from '@/i18n/client-messages';

export default function Profile() {
  return (
    <ClientMessages namespaces={['profile', 'leaderboard', 'app', 'errors']}>
      <ProfilePage />
    </ClientMessages>
  );
}
