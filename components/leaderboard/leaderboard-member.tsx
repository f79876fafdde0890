'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import type { LeaderboardPeriod, LeaderboardScope } from '@/lib/contracts/leaderboard';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { Tabs } from '@/components/ui/tabs';
import { LeaderboardBoard } from './leaderboard-board';
import page from '@/components/ui/page.module.css';
import styles from './leaderboard.module.css';

/**
 * /me/leaderboard's member leaf: total or this week, among everyone or (signed in) among friends.
 * The tabs are in place before /me answers; the scope tabs (Alle, Freunde) appear for identified
 * members only; anonymous readers read in their place that it takes a sign-in (the sign-in
 * button is in "Dein Platz").
 */
export function LeaderboardMember() {
  const t = useTranslations('leaderboard');
  const { me } = useMemberSession();
  const [period, setPeriod] = useState<LeaderboardPeriod>('total');
  const [scope, setScope] = useState<LeaderboardScope>('all');
  const id = useId();
  const identified = me.data !== undefined && !me.data.anonymous;
  const shownScope = identified ? scope : 'all';
  return (
    <>
      <SignInProblem />
      <Tabs
        id={`${id}-p`}
        label={t('periodLabel')}
        tabs={[
          { key: 'total', label: t('period.total') },
          { key: 'week', label: t('period.week') },
        ]}
        value={period}
        onChange={setPeriod}
      />
      {/* The scope row keeps its height while /me is on its way, so nothing below it moves when it answers. */}
      <div className={styles.scopeRow}>
        {identified ? (
          <Tabs
            id={`${id}-s`}
            label={t('scopeLabel')}
            tabs={[
              { key: 'all', label: t('scope.all') },
              { key: 'friends', label: t('scope.friends') },
            ]}
            value={scope}
            onChange={setScope}
            panel={`${id}-p-panel`}
          />
        ) : me.data ? (
          <p className={styles.scopeHint}>{t('scopeSignIn')}</p>
        ) : null}
      </div>
      <div className={page.stack} role="tabpanel" id={`${id}-p-panel`} aria-labelledby={`${id}-p-${period}`}>
        <LeaderboardBoard query={{ period, scope: shownScope }} titleId={id} />
        {period === 'week' ? <p className={styles.note}>{t('weekNote')}</p> : null}
      </div>
    </>
  );
}
