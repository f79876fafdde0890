import { AvatarPage } from '@/components/profile/avatar-page';
import { ClientMessages } from '@/i18n/client-messages';

export default function ProfileAvatar() {
  return (
    <ClientMessages namespaces={['profile', 'sso', 'app', 'errors']}>
      <AvatarPage />
    </ClientMessages>
  );
}
