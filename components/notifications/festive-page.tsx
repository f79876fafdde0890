import { getTranslations } from 'next-intl/server';
import { NotificationProvider } from './notification-context';
import { PageArt } from './kind-art';
import { PopupBody } from './popup-body';
import { PopupHeading } from './popup-heading';
import styles from './notifications.module.css';

/**
 * Christmas and the birthday week (docs/notifications.md, "Pages"): pages of their own, without the
 * popup's frame — the host shows them full screen. Picture, heading and greeting are in the HTML;
 * heading and greeting give way to a state's own heading where there is no record.
 */
export async function FestivePage({ kind }: { kind: 'christmas' | 'birthdayweek' }) {
  const t = await getTranslations('popups');
  return (
    <NotificationProvider kind={kind}>
      <main className={`${styles.page} ${styles[kind]}`} aria-labelledby="popup-title" data-testid="popup" data-kind={kind}>
        <div className={styles.pageInner}>
          <PageArt kind={kind} className={styles.pageArt} />
          <PopupHeading kind={kind} className={styles.pageTitle} lead={{ text: t(`leads.${kind}`), className: styles.pageLead }} />
          <div className={styles.pageCard}>
            <PopupBody kind={kind} />
          </div>
        </div>
      </main>
    </NotificationProvider>
  );
}
