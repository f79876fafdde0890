'use client';
import { useTranslations } from 'next-intl';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { MemberFigures } from './member-figures';
import { useWidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/** /widget/user: the member's avatar and name above balance and level. */
export function UserCard() {
  const t = useTranslations('widgets');
  const member = useWidgetMember();
  const me = member.me;
  const name = me ? (me.anonymous || !me.username ? t('anonymousName') : me.username) : null;
  const quiet = member.state !== 'ready' && member.state !== 'loading';
  return (
    <>
      <div className={styles.user}>
        <MemberAvatar url={me?.avatar_url} name={quiet ? 'R' : name} alt={name ?? ''} size={48} />
        <span className={styles.userName} data-testid="widget-username">
          {name ?? (quiet ? t('userTitle') : <Skeleton width={140} height={22} />)}
        </span>
      </div>
      <MemberFigures />
    </>
  );
}
