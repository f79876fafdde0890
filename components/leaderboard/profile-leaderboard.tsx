'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { LEADERBOARD_PERIODS } from '@/lib/domain/leaderboard';
import { AppLink } from '@/components/ui/app-link';
import { LeaderboardBoard } from './leaderboard-board';
import page from '@/components/ui/page.module.css';
import styles from './leaderboard.module.css';

/** The profile's "Rangliste" tab (docs/product.md §10.8): a section for the total and one for this week, each with the member's place and the best three. */
export function ProfileLeaderboard() {
  const t = useTranslations('leaderboard');
  const id = useId();
  return (
    <>
      {LEADERBOARD_PERIODS.map((period) => (
        <section key={period} className={page.stack} aria-labelledby={`${id}-${period}`} data-testid={`profile-board-${period}`}>
          <h2 className={styles.periodTitle} id={`${id}-${period}`}>
            {t(`period.${period}`)}
          </h2>
          <LeaderboardBoard query={{ period, scope: 'all' }} top={3} titleId={`${id}-${period}`} nested />
        </section>
      ))}
      <AppLink href="/me/leaderboard" className={styles.link}>
        {t('full')} ›
      </AppLink>
    </>
  );
}
