import { AvatarPage } from '@/components/profile/avatar-page';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/server/pages/page-metadata';

export const generateMetadata = () => pageMetadata('avatar');

export default function ProfileAvatar() {
  return (
    <ClientMessages namespaces={['profile', 'sso', 'app', 'errors']}>
      <AvatarPage />
    </ClientMessages>
  );
}
