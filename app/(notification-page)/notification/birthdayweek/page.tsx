import { FestivePage } from '@/components/notifications/festive-page';
import { popupMetadata } from '@/components/notifications/popup-metadata';
import { ClientMessages } from '@/i18n/client-messages';

export const generateMetadata = () => popupMetadata('birthdayweek');

export default function BirthdayweekPage() {
  return (
    <ClientMessages namespaces={['popups', 'app']}>
      <FestivePage kind="birthdayweek" />
    </ClientMessages>
  );
}
