'use client';
import type { NotificationPopup } from '@/lib/contracts/notifications';
import button from '@/components/ui/button.module.css';
import { usePopup } from './notification-context';
import { CloseButton } from './popup-body';
import styles from './notifications.module.css';

/** An editor's popup's action and "Schließen" (both mark the member's record seen). */
export function DetailButtons({ action }: { action: NotificationPopup['action'] }) {
  const { act } = usePopup();
  return (
    <div className={styles.buttons}>
      {action ? (
        <button
          type="button"
          className={button.button}
          onClick={() => act({ kind: 'open', label: action.label, href: action.href })}
          data-testid="popup-action"
        >
          {action.label}
        </button>
      ) : null}
      <CloseButton primary={!action} />
    </div>
  );
}
