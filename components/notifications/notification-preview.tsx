import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { catalogue } from '@/lib/server/pages/catalogue';
import previewStyles from '@/components/preview/preview.module.css';
import { DetailPopup } from './detail-popup';
import { PreviewPopupProvider } from './notification-context';
import styles from './notifications.module.css';

/** The page's query as Next gives it. */
export type PreviewSearch = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * /preview/notifications/popup: an editor's popup (its draft, if any) exactly as members will see it,
 * in the notification layout, with no member in it; any link that is not signed and current is the
 * 404 page (docs/console.md, Previews).
 */
export async function NotificationPreviewPage({ search }: { search: PreviewSearch }) {
  const preview = await catalogue().notificationPreview({ id: one(search.id), exp: one(search.exp), sig: one(search.sig) });
  if (!preview) notFound();
  const t = await getTranslations('popups.preview');
  return (
    <div className={styles.previewColumn}>
      <aside className={`${previewStyles.banner} ${styles.banner}`} aria-label={t('live')} data-testid="preview-banner">
        <p className={previewStyles.bannerText}>{t(preview.shows)}</p>
        <p className={previewStyles.bannerText}>{t('inert')}</p>
      </aside>
      <PreviewPopupProvider>
        <DetailPopup popup={preview.popup} />
      </PreviewPopupProvider>
    </div>
  );
}
