import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationPreviewPage, type PreviewSearch } from '@/components/notifications/notification-preview';
import { ClientMessages } from '@/i18n/client-messages';

// An editor's signed, expiring link (docs/console.md, Previews), in the notification layout as the
// product asks: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('preview');
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function PreviewNotificationPopup({ searchParams }: { searchParams: Promise<PreviewSearch> }) {
  return (
    <ClientMessages namespaces={['popups', 'app']}>
      <NotificationPreviewPage search={await searchParams} />
    </ClientMessages>
  );
}
