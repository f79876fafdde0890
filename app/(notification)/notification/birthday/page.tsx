import { KindPopup } from '@/components/notifications/kind-popup';
import { popupMetadata } from '@/components/notifications/popup-metadata';
import { ClientMessages } from '@/i18n/client-messages';

export const generateMetadata = () => popupMetadata('birthday');

export default function BirthdayPopup() {
  return (
    <ClientMessages namespaces={['popups', 'app']}>
      <KindPopup kind="birthday" />
    </ClientMessages>
  );
}
