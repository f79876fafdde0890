'use client';
import { useTranslations } from 'next-intl';
import { useLeaderboard } from '@/lib/client/leaderboard-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { useMemberSession } from '@/lib/client/use-session';
import type { LeaderboardQuery } from '@/lib/contracts/leaderboard';
import type { Me } from '@/lib/contracts/me';
import type { SessionQuery } from '@/lib/client/use-session-query';
import { SignInAction } from '@/components/session/sign-in-action';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';
import { PlaceSkeleton, RowsSkeleton } from './board-skeleton';
import { LeaderboardRow } from './leaderboard-row';
import { MyPlace } from './my-place';
import page from '@/components/ui/page.module.css';
import styles from './leaderboard.module.css';

/**
 * One board (docs/leaderboard.md): the member's own place, then the best. Anonymous members see the
 * best and how to get a place of their own; `top` says how many of the best to show, `nested`
 * makes the sections' titles h3 (under a period's own title).
 */
export function LeaderboardBoard({ query, top = 10, titleId, nested = false }: { query: LeaderboardQuery; top?: number; titleId: string; nested?: boolean }) {
  const Heading = nested ? 'h3' : 'h2';
  const t = useTranslations('leaderboard');
  const errorText = useApiErrorText();
  const { session, me } = useMemberSession();
  const board = useLeaderboard(session.collectorToken, query);
  const member = me.data;

  if (board.error) {
    return (
      <div className={styles.section} role="alert" data-testid="leaderboard-problem">
        <p className={page.muted}>{t('failed', { reason: errorText(board.error) })}</p>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => void board.mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const data = board.data;
  const best = data?.top.slice(0, top) ?? [];
  const onlyMe = query.scope === 'friends' && data !== undefined && data.top.length + data.around.length <= 1;
  return (
    <>
      <section className={styles.section} aria-labelledby={`${titleId}-mine`} data-testid="leaderboard-mine">
        <Heading className={page.sectionTitle} id={`${titleId}-mine`}>
          {t('mine')}
        </Heading>
        {member?.anonymous ? (
          <div className={styles.notice} data-testid="leaderboard-login">
            <p className={page.muted}>{t('loginText')}</p>
            <SignInAction />
          </div>
        ) : !data || !member ? (
          <PlaceSkeleton reader={readerOf(member, session)} />
        ) : (
          <MyPlace board={data} member={member} query={query} />
        )}
        {member && !member.anonymous && !member.username ? (
          <p className={styles.note}>
            {t('noUsername')} <AppLink href="/me/profile">{t('setUsername')}</AppLink>
          </p>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby={`${titleId}-top`} data-testid="leaderboard-top">
        <Heading className={page.sectionTitle} id={`${titleId}-top`}>
          {query.scope === 'friends' ? t('topFriends') : t('top')}
        </Heading>
        {/* `top` rows: a board has that many unless it has fewer members (a friends board, mostly). */}
        {!data ? (
          <RowsSkeleton count={top} />
        ) : best.length === 0 ? (
          <p className={page.muted}>{query.period === 'week' ? t('noneWeek') : t('noneTotal')}</p>
        ) : (
          <ol className={styles.list}>
            {best.map((row, i) => (
              <LeaderboardRow key={i} row={row} mine={Boolean(member?.username) && row.username === member?.username} />
            ))}
          </ol>
        )}
        {onlyMe ? (
          <p className={styles.note}>
            {t('friendsNone')} <AppLink href="/me/friends">{t('findFriends')}</AppLink>
          </p>
        ) : null}
      </section>
    </>
  );
}

/** Whose "Dein Platz" the skeleton stands for: /me's answer, else the address's (identified members carry the SSO pair); null while the address is not known. */
function readerOf(member: Me | undefined, session: SessionQuery): 'identified' | 'anonymous' | null {
  if (member) return member.anonymous ? 'anonymous' : 'identified';
  if (!session.known) return null;
  return session.hash && session.token ? 'identified' : 'anonymous';
}
