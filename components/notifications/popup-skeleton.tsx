import { useTranslations } from 'next-intl';
import type { NotificationKind } from '@/lib/domain/notifications';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './notifications.module.css';

type Kind = Exclude<NotificationKind, 'detail'>;

/** A badge's and a level's record bring their picture (96 px, `.picture`); the other kinds have none. */
const PICTURED: readonly Kind[] = ['badge', 'levelup'];

/**
 * The lines each kind's text takes on a phone (360–390 px, the texts of messages/de.json
 * `notifications.items`). The member's own words can make it a line more or less (a long badge
 * name, every field of the profile missing): these are the common cases, the profile's with the
 * birthday and the address missing (as the demo member's).
 */
const TEXT_LINES: Record<Kind, number> = { badge: 2, levelup: 2, profile: 5, birthday: 3, register: 4, specialday: 3, christmas: 4, birthdayweek: 3 };

const WIDTHS = ['92%', '84%', '88%', '80%', '86%'];

/**
 * The record's place while it loads: the picture and the lines of text it will have, each line one
 * line of `.text` high, so the buttons below do not move when the record arrives.
 */
export function RecordSkeleton({ kind }: { kind: Kind }) {
  const t = useTranslations('popups');
  const lines = TEXT_LINES[kind];
  return (
    <div className={styles.record} aria-label={t('loading')} role="status">
      {PICTURED.includes(kind) ? <Skeleton width={96} height={96} radius={999} /> : null}
      <div className={`${styles.text} ${styles.skeletonText}`}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.skeletonLine}>
            <Skeleton width={i === lines - 1 ? '55%' : WIDTHS[i % WIDTHS.length]} height={18} />
          </span>
        ))}
      </div>
    </div>
  );
}
