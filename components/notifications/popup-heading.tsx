'use client';
import { useTranslations } from 'next-intl';
import { useDocumentTitle } from '@/lib/client/use-document-title';
import { popupHeading, type NotificationKind } from '@/lib/domain/notifications';
import { usePopup } from './notification-context';
import styles from './notifications.module.css';

type Kind = Exclude<NotificationKind, 'detail'>;

/**
 * A popup page's heading (and a festive page's lead): the kind's own while the record loads (so it is
 * in the HTML, painted first) and over it; the sign-in prompt and the states without a record have
 * their own (docs/notifications.md, "States"). The document's title follows it: the page's metadata
 * can only name the kind's heading.
 */
export function PopupHeading({ kind, className, lead }: { kind: Kind; className?: string; lead?: { text: string; className?: string } }) {
  const t = useTranslations('popups');
  const { state } = usePopup();
  const heading = popupHeading(kind, state.kind);
  // The kind's own heading: while the record loads and over it; only then does the lead show.
  const ownHeading = heading.of === 'kind';
  const text = ownHeading
    ? t(`headings.${kind}`)
    : heading.of === 'anonymous'
      ? t(`anonymousHeadings.${kind as 'levelup' | 'profile' | 'birthday' | 'birthdayweek'}`)
      : t(`stateHeadings.${heading.state}`);
  useDocumentTitle(text);
  return (
    <>
      <h1 id="popup-title" className={className} data-testid="popup-title">
        {text}
      </h1>
      {/* Without the record the lead is hidden but keeps its place, however many lines it takes at this
          width (the Christmas lead wraps at 412 px), so the card below does not move. */}
      {lead ? (
        <p className={ownHeading ? lead.className : `${lead.className ?? ''} ${styles.leadHidden}`} aria-hidden={ownHeading ? undefined : true}>
          {lead.text}
        </p>
      ) : null}
    </>
  );
}
