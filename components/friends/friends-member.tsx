'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { answerRequest, removeFriend, useFriends } from '@/lib/client/friends-api';
import { useMemberSession } from '@/lib/client/use-session';
import { LoginPrompt } from '@/components/session/login-prompt';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { AppLink } from '@/components/ui/app-link';
import { Skeleton } from '@/components/ui/skeleton';
import { FriendRow } from './friend-row';
import { FriendSearch } from './friend-search';
import { FriendsNotice } from './friends-notice';
import { RemoveFriendDialog } from './remove-friend-dialog';
import { useFriendsErrorText } from './use-friends-error';
import page from '@/components/ui/page.module.css';
import styles from './friends.module.css';

type Notice = { kind: 'ok' | 'error'; text: string; error?: unknown } | null;

/**
 * /me/friends for identified members (docs/product.md §10.7): search and add first (its size is
 * fixed), then the requests to me, my friends and my open requests, whose lengths are the member's own.
 * While they load, one placeholder stands for all of them and nothing is drawn below it: the lists
 * then appear in its place, so however long they are, nothing drawn before them moves.
 */
export function FriendsMember() {
  const t = useTranslations('friends');
  const errorText = useFriendsErrorText();
  const { session, me } = useMemberSession();
  const pair = { hash: session.hash, token: session.token };
  const ready = Boolean(me.data && !me.data.anonymous && pair.hash && pair.token);
  const friends = useFriends(session.collectorToken, pair, ready);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const done = useCallback((text: string) => setNotice({ kind: 'ok', text }), []);
  const failed = useCallback((error: unknown) => setNotice({ kind: 'error', text: errorText(error), error }), [errorText]);

  if (me.data?.anonymous) return <LoginPrompt title={t('loginTitle')} text={t('loginText')} />;

  const act = async (key: string, work: () => Promise<unknown>, text: string) => {
    setBusy(key);
    try {
      await work();
      done(text);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  };
  const data = friends.data;
  const loading = !data && !friends.error;

  return (
    <>
      <SignInProblem />
      {/* Members without a username cannot be found or find others: the lists' notice leads to the profile. */}
      <FriendSearch collectorToken={session.collectorToken} pair={pair} ready={ready && Boolean(me.data?.username)} onDone={done} onError={failed} />
      {notice ? (
        notice.kind === 'ok' ? (
          <p className={styles.done} role="status" data-testid="friends-done">
            {notice.text}
          </p>
        ) : (
          <FriendsNotice
            error={notice.error}
            text={notice.text}
            onRetry={() => {
              setNotice(null);
              void friends.mutate();
            }}
          />
        )
      ) : null}
      {friends.error ? (
        <FriendsNotice error={friends.error} text={errorText(friends.error)} onRetry={() => void friends.mutate()} />
      ) : !data ? (
        <Skeleton height={160} />
      ) : (
        <>
          <section className={page.section} aria-labelledby="received-title">
            <h2 className={page.sectionTitle} id="received-title">
              {t('received.title')}
            </h2>
            {data.received.length === 0 ? (
              <p className={page.muted}>{t('received.none')}</p>
            ) : (
              <ul className={styles.list} data-testid="friend-requests">
                {data.received.map((r) => (
                  <FriendRow key={r.request_id} person={r}>
                    <button
                      type="button"
                      className={styles.small}
                      disabled={busy !== null}
                      onClick={() =>
                        void act(
                          `a${r.request_id}`,
                          () => answerRequest(session.collectorToken, pair, r.request_id, true),
                          t('done.accepted', { username: r.username }),
                        )
                      }
                    >
                      {t('received.accept')}
                    </button>
                    <button
                      type="button"
                      className={`${styles.small} ${styles.quiet}`}
                      disabled={busy !== null}
                      onClick={() =>
                        void act(
                          `d${r.request_id}`,
                          () => answerRequest(session.collectorToken, pair, r.request_id, false),
                          t('done.declined', { username: r.username }),
                        )
                      }
                    >
                      {t('received.decline')}
                    </button>
                  </FriendRow>
                ))}
              </ul>
            )}
          </section>
          <section className={page.section} aria-labelledby="friends-title">
            <h2 className={page.sectionTitle} id="friends-title">
              {t('list.title')}
            </h2>
            {data.friends.length === 0 ? (
              <p className={page.muted}>{t('list.none')}</p>
            ) : (
              <ul className={styles.list} data-testid="friend-list">
                {data.friends.map((f) => (
                  <FriendRow key={f.username} person={f}>
                    <button type="button" className={`${styles.small} ${styles.quiet}`} disabled={busy !== null} onClick={() => setRemoving(f.username)}>
                      {t('list.remove')}
                    </button>
                  </FriendRow>
                ))}
              </ul>
            )}
          </section>
          {data.sent.length > 0 ? (
            <section className={page.section} aria-labelledby="sent-title">
              <h2 className={page.sectionTitle} id="sent-title">
                {t('sent.title')}
              </h2>
              <ul className={styles.list} data-testid="friend-sent">
                {data.sent.map((r) => (
                  <FriendRow key={r.request_id} person={r}>
                    <button
                      type="button"
                      className={`${styles.small} ${styles.quiet}`}
                      disabled={busy !== null}
                      onClick={() =>
                        void act(
                          `w${r.request_id}`,
                          () => removeFriend(session.collectorToken, pair, r.username),
                          t('done.withdrawn', { username: r.username }),
                        )
                      }
                    >
                      {t('sent.withdraw')}
                    </button>
                  </FriendRow>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      {loading ? null : (
        <AppLink href="/me/moreFriends" className={styles.more}>
          {t('more')} ›
        </AppLink>
      )}
      {removing ? (
        <RemoveFriendDialog
          username={removing}
          busy={busy !== null}
          onKeep={() => setRemoving(null)}
          onRemove={() =>
            void act(`r${removing}`, () => removeFriend(session.collectorToken, pair, removing), t('done.removed', { username: removing })).then(() =>
              setRemoving(null),
            )
          }
        />
      ) : null}
    </>
  );
}
