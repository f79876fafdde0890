'use client';
import { useTranslations } from 'next-intl';
import type { NotificationKind } from '@/lib/domain/notifications';
import { Skeleton } from '@/components/ui/skeleton';
import button from '@/components/ui/button.module.css';
import { usePopup, type PopupState } from './notification-context';
import { RecordSkeleton } from './popup-skeleton';
import styles from './notifications.module.css';

type Kind = Exclude<NotificationKind, 'detail'>;

/** A button's height: a 24 px line in 0.75rem padding and a 2 px border (button.module.css), above its 48 px minimum. */
const BUTTON = 52;

/** "Schließen": marks the record seen and closes the host's overlay (not framed: back to our page, else the overview). */
export function CloseButton({ primary = false }: { primary?: boolean }) {
  const t = useTranslations('popups');
  const { close } = usePopup();
  return (
    <button type="button" className={`${button.button} ${primary ? '' : button.secondary}`} onClick={close} data-testid="popup-close">
      {t('close')}
    </button>
  );
}

/**
 * The member's part of a popup page (docs/notifications.md, "Pages"): a skeleton of the record's size
 * while it loads, then the record with its one action, or a state that says why there is none.
 */
export function PopupBody({ kind }: { kind: Kind }) {
  const { state } = usePopup();
  return (
    <div className={styles.body} data-testid="popup-body" data-state={state.kind} aria-live="polite">
      <Content kind={kind} state={state} />
    </div>
  );
}

function Content({ kind, state }: { kind: Kind; state: PopupState }) {
  const t = useTranslations('popups');
  const { act, signIn } = usePopup();
  switch (state.kind) {
    case 'loading':
      return (
        <>
          <RecordSkeleton kind={kind} />
          <div className={styles.buttons}>
            <Skeleton height={BUTTON} radius={999} />
            <CloseButton />
          </div>
        </>
      );
    case 'record': {
      const { record } = state;
      return (
        <>
          <div className={styles.record} data-testid="popup-record" data-id={record.id}>
            {record.image_url ? (
              // eslint-disable-next-line @next/next/no-img-element -- a badge's or level's small picture, or one from anywhere
              <img src={record.image_url} alt="" className={styles.picture} width={96} height={96} />
            ) : null}
            <p className={styles.text} data-testid="popup-text">
              {record.text}
            </p>
          </div>
          <div className={styles.buttons}>
            {record.action ? (
              <button type="button" className={button.button} onClick={() => act(record.action!)} data-testid="popup-action">
                {record.action.label}
              </button>
            ) : null}
            <CloseButton primary={!record.action} />
          </div>
        </>
      );
    }
    case 'anonymous':
      return (
        <>
          <p className={styles.text}>{t(`anonymous.${kind as 'levelup' | 'profile' | 'birthday' | 'birthdayweek'}`)}</p>
          <div className={styles.buttons}>
            <button type="button" className={button.button} onClick={signIn} data-testid="popup-sign-in">
              {t('signIn')}
            </button>
            <CloseButton />
          </div>
        </>
      );
    case 'failed':
      return (
        <>
          <p className={styles.text}>{t('failed')}</p>
          <div className={styles.buttons}>
            <button type="button" className={button.button} onClick={state.retry}>
              {t('retry')}
            </button>
            <CloseButton />
          </div>
        </>
      );
    default:
      return (
        <>
          <p className={styles.text} data-testid="popup-message">
            {t(state.kind)}
          </p>
          <div className={styles.buttons}>
            <CloseButton primary />
          </div>
        </>
      );
  }
}
