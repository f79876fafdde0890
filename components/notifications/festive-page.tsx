import { getTranslations } from 'next-intl/server';
import { NotificationProvider } from './notification-context';
import { PageArt } from './kind-art';
import { PopupBody } from './popup-body';
import styles from './notifications.module.css';

/**
 * Christmas and the birthday week (docs/notifications.md, "Pages"): pages of their own, without the
 * popup's frame — the host shows them full screen. Picture, heading and greeting are in the HTML.
 */
export async function FestivePage({ kind }: { kind: 'christmas' | 'birthdayweek' }) {
  const t = await getTranslations('popups');
  return (
    <NotificationProvider kind={kind}>
      <main className={`${styles.page} ${styles[kind]}`} aria-labelledby="popup-title" data-testid="popup" data-kind={kind}>
        <div className={styles.pageInner}>
          <PageArt kind={kind} className={styles.pageArt} />
          <h1 id="popup-title" className={styles.pageTitle}>
            {t(`headings.${kind}`)}
          </h1>
          <p className={styles.pageLead}>{t(`leads.${kind}`)}</p>
          <div className={styles.pageCard}>
            <PopupBody kind={kind} />
          </div>
        </div>
      </main>
    </NotificationProvider>
  );
}
