'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFriendSuggestions } from '@/lib/client/friends-api';
import { useMemberSession } from '@/lib/client/use-session';
import { LoginPrompt } from '@/components/session/login-prompt';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { FriendAction } from './friend-action';
import { FriendRow } from './friend-row';
import { FriendsNotice } from './friends-notice';
import { useFriendsErrorText } from './use-friends-error';
import page from '@/components/ui/page.module.css';
import styles from './friends.module.css';

/** /me/moreFriends: friends of my friends, then the most active members, each with its button (docs/friends.md). */
export function MoreFriends() {
  const t = useTranslations('friends');
  const errorText = useFriendsErrorText();
  const { session, me } = useMemberSession();
  const pair = { hash: session.hash, token: session.token };
  const ready = Boolean(me.data && !me.data.anonymous && pair.hash && pair.token);
  const suggestions = useFriendSuggestions(session.collectorToken, pair, ready);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string; error?: unknown } | null>(null);
  const done = useCallback((text: string) => setNotice({ kind: 'ok', text }), []);
  const failed = useCallback((error: unknown) => setNotice({ kind: 'error', text: errorText(error), error }), [errorText]);

  if (me.data?.anonymous) return <LoginPrompt title={t('loginTitle')} text={t('loginText')} />;
  const items = suggestions.data?.items;
  return (
    <>
      <SignInProblem />
      {notice?.kind === 'ok' ? (
        <p className={styles.done} role="status" data-testid="friends-done">
          {notice.text}
        </p>
      ) : notice ? (
        <FriendsNotice error={notice.error} text={notice.text} onRetry={() => setNotice(null)} />
      ) : null}
      {suggestions.error ? (
        <FriendsNotice error={suggestions.error} text={errorText(suggestions.error)} onRetry={() => void suggestions.mutate()} />
      ) : (
        <section className={page.section} aria-labelledby="suggestions-title">
          <h2 className={page.sectionTitle} id="suggestions-title">
            {t('suggestions')}
          </h2>
          {!items ? (
            <Skeleton height={44} />
          ) : items.length === 0 ? (
            <p className={page.muted}>{t('moreNone')}</p>
          ) : (
            <ul className={styles.list} data-testid="friend-suggestions">
              {items.map((person) => (
                <FriendRow key={person.username} person={person}>
                  <FriendAction person={person} collectorToken={session.collectorToken} pair={pair} onDone={done} onError={failed} />
                </FriendRow>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
