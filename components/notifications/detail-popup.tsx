import type { NotificationPopup } from '@/lib/contracts/notifications';
import { KindArt } from './kind-art';
import { DetailButtons } from './detail-buttons';
import styles from './notifications.module.css';

/**
 * An editor's popup (docs/notifications.md, "Editors' popups"): everything in it is the same for
 * every member, so all of it is in the HTML; only its buttons act for the member (or, in the
 * preview, do nothing).
 */
export function DetailPopup({ popup }: { popup: NotificationPopup }) {
  return (
    <main className={styles.card} aria-labelledby="popup-title" data-testid="popup" data-kind="detail">
      {popup.image_url ? (
        // eslint-disable-next-line @next/next/no-img-element -- an editor's picture, ours or from an https address
        <img src={popup.image_url} alt="" className={styles.detailPicture} fetchPriority="high" />
      ) : (
        <div className={styles.art}>
          <KindArt kind="detail" />
        </div>
      )}
      <h1 id="popup-title" className={styles.title}>
        {popup.title}
      </h1>
      <div className={styles.body}>
        <p className={`${styles.text} ${styles.detailText}`} data-testid="popup-text">
          {popup.text}
        </p>
        <DetailButtons action={popup.action} />
      </div>
    </main>
  );
}
