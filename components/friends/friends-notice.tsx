'use client';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/api-error';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';
import { friendsOffline } from './use-friends-error';
import styles from './friends.module.css';

/**
 * Why the friends cannot be shown: the service is offline (with another try), or the member has no
 * username yet — friends find each other by it, so the way leads to the profile.
 */
export function FriendsNotice({ error, text, onRetry }: { error: unknown; text: string; onRetry: () => void }) {
  const t = useTranslations('friends');
  const noUsername = error instanceof ApiClientError && error.code === 'USERNAME_REQUIRED';
  return (
    <div className={styles.notice} role="alert" data-testid={noUsername ? 'friends-username-required' : 'friends-problem'}>
      <p className={styles.noticeText}>{text}</p>
      {noUsername ? (
        <AppLink href="/me/profile" className={button.button}>
          {t('setUsername')}
        </AppLink>
      ) : friendsOffline(error) ? (
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
