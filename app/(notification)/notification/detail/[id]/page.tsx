import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DetailPopup } from '@/components/notifications/detail-popup';
import { NotificationProvider } from '@/components/notifications/notification-context';
import { ClientMessages } from '@/i18n/client-messages';
import { catalogue } from '@/lib/server/pages/catalogue';

// An editor's popup (docs/notifications.md, "Editors' popups"): the same for every member, rendered on
// the server and cached like a post; taken offline or out of its window → the 404 page.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const popupOf = async (params: Promise<{ id: string }>) => {
  const id = Number((await params).id);
  return Number.isSafeInteger(id) && id > 0 ? catalogue().notificationPopup(id) : null;
};

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const popup = await popupOf(params);
  return popup ? { title: popup.title } : {};
}

export default async function DetailNotificationPage({ params }: { params: Promise<{ id: string }> }) {
  const popup = await popupOf(params);
  if (!popup) notFound();
  return (
    <ClientMessages namespaces={['popups', 'app']}>
      <NotificationProvider kind="detail" popupId={popup.id}>
        <DetailPopup popup={popup} />
      </NotificationProvider>
    </ClientMessages>
  );
}
