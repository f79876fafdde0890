import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Friend } from '@/lib/contracts/friends';
import { MemberAvatar } from '@/components/ui/member-avatar';
import styles from './friends.module.css';

/** One member as the friends pages show them: avatar, username, level and this week's Räppli — never an e-mail address or a name. */
export function FriendRow({ person, children }: { person: Friend; children?: ReactNode }) {
  const t = useTranslations('friends');
  return (
    <li className={styles.row} data-testid="friend-row" data-username={person.username}>
      <MemberAvatar url={person.avatar_url} name={person.username} alt={t('avatarAlt', { username: person.username })} size={40} />
      <div className={styles.who}>
        <p className={styles.name}>{person.username}</p>
        <p className={styles.meta}>
          {person.level ?? t('noLevel')} · {t('week', { points: person.week_points })}
        </p>
      </div>
      {children ? <div className={styles.rowActions}>{children}</div> : null}
    </li>
  );
}
