import { getTranslations } from 'next-intl/server';
import { NotificationProvider } from './notification-context';
import { KindArt } from './kind-art';
import { PopupBody } from './popup-body';
import styles from './notifications.module.css';

export type LayoutKind = 'badge' | 'levelup' | 'profile' | 'birthday' | 'register' | 'specialday';

/**
 * A popup in the notification layout (docs/notifications.md, "Pages"): its picture and heading are
 * the same for everyone and in the HTML; the member's record fills the body in the browser.
 */
export async function KindPopup({ kind }: { kind: LayoutKind }) {
  const t = await getTranslations('popups');
  return (
    <NotificationProvider kind={kind}>
      <main className={styles.card} aria-labelledby="popup-title" data-testid="popup" data-kind={kind}>
        <div className={styles.art}>
          <KindArt kind={kind} />
        </div>
        <h1 id="popup-title" className={styles.title}>
          {t(`headings.${kind}`)}
        </h1>
        <PopupBody kind={kind} />
      </main>
    </NotificationProvider>
  );
}
