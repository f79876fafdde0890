'use client';
import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/contracts/me';
import { AppLink } from '@/components/ui/app-link';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './profile.module.css';

/** Avatar, username and level at the top of the profile, with the way to change the avatar. */
export function ProfileSummary({ me }: { me: Me | undefined }) {
  const t = useTranslations('profile');
  return (
    <section className={styles.summary} aria-label={t('title')} data-testid="profile-summary">
      {me ? <MemberAvatar url={me.avatar_url} name={me.username} alt={t('avatarAlt')} size={72} /> : <Skeleton width={72} height={72} radius={36} />}
      <div className={styles.summaryText}>
        <p className={styles.username} data-testid="profile-username">
          {me ? (me.username ?? t('summary.noUsername')) : <Skeleton width={120} height={22} />}
        </p>
        <p className={styles.muted}>{me ? me.level ? t('summary.level', { level: me.level.name }) : '\u00a0' : <Skeleton width={90} height={16} />}</p>
        <AppLink href="/me/profile/avatar" className={styles.avatarLink}>
          {me?.avatar_url ? t('summary.changeAvatar') : t('summary.addAvatar')}
        </AppLink>
      </div>
    </section>
  );
}
