import { NotificationProvider } from './notification-context';
import { KindArt } from './kind-art';
import { PopupBody } from './popup-body';
import { PopupHeading } from './popup-heading';
import styles from './notifications.module.css';

export type LayoutKind = 'badge' | 'levelup' | 'profile' | 'birthday' | 'register' | 'specialday';

/**
 * A popup in the notification layout (docs/notifications.md, "Pages"): its picture and heading are
 * the same for everyone and in the HTML; the member's record fills the body in the browser, and the
 * heading follows it (PopupHeading).
 */
export function KindPopup({ kind }: { kind: LayoutKind }) {
  return (
    <NotificationProvider kind={kind}>
      <main className={styles.card} aria-labelledby="popup-title" data-testid="popup" data-kind={kind}>
        <div className={styles.art}>
          <KindArt kind={kind} />
        </div>
        <PopupHeading kind={kind} className={styles.title} />
        <PopupBody kind={kind} />
      </main>
    </NotificationProvider>
  );
}
