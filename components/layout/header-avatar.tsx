'use client';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { useMe } from '@/lib/client/use-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import styles from './app-header.module.css';

/**
 * The member's avatar beside the balance, a way to the profile; only when the member has one. It
 * comes in on the balance's left, which stays where it is.
 */
export function HeaderAvatar() {
  const t = useTranslations('header');
  const { collectorToken } = useSessionQuery();
  const { data: me } = useMe(collectorToken);
  if (!me?.avatar_url) return null;
  return (
    <AppLink href="/me/profile" className={styles.avatarLink} aria-label={t('avatarLabel')} data-testid="header-avatar">
      <MemberAvatar url={me.avatar_url} alt="" size={32} />
    </AppLink>
  );
}
