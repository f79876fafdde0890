'use client';
import { useTranslations } from 'next-intl';
import type { Leaderboard, LeaderboardQuery } from '@/lib/contracts/leaderboard';
import type { Me } from '@/lib/contracts/me';
import { AppLink } from '@/components/ui/app-link';
import { LeaderboardRow } from './leaderboard-row';
import page from '@/components/ui/page.module.css';
import styles from './leaderboard.module.css';

/**
 * The member's own range: the two above, the member, the two below (docs/leaderboard.md). A member
 * without Räppli on this board is listed nowhere, so the text says how to get on it instead.
 */
export function MyPlace({ board, member, query }: { board: Leaderboard; member: Me; query: LeaderboardQuery }) {
  const t = useTranslations('leaderboard');
  const { me, around } = board;
  if (!me) return <p className={page.muted}>{t('notRanked')}</p>;
  if (me.points === 0) {
    return (
      <div className={styles.notice} data-testid="leaderboard-no-points">
        <p className={page.muted}>{query.period === 'week' ? t('noPointsWeek') : t('noPointsTotal')}</p>
        <AppLink href="/me/challenges" className={styles.link}>
          {t('earnMore')} ›
        </AppLink>
      </div>
    );
  }
  const own = { rank: me.rank, username: member.username, avatar_url: member.avatar_url, level: member.level?.name ?? null, points: me.points };
  return (
    <>
      <p className={styles.place} data-testid="leaderboard-my-rank">
        {t('myRank', { rank: me.rank, points: me.points })}
      </p>
      <ol className={styles.list} data-testid="leaderboard-around">
        {/* Those tied with the member share the rank, so they may stand on either side of the member's row. */}
        {around
          .filter((r) => r.rank < me.rank)
          .map((r, i) => (
            <LeaderboardRow key={`a${i}`} row={r} />
          ))}
        <LeaderboardRow row={own} mine />
        {around
          .filter((r) => r.rank >= me.rank)
          .map((r, i) => (
            <LeaderboardRow key={`b${i}`} row={r} />
          ))}
      </ol>
    </>
  );
}
