'use client';
import { useTranslations } from 'next-intl';
import { useMemberSession } from '@/lib/client/use-session';
import { optOutOf } from '@/lib/client/me-meta';
import { OnboardingGate } from '@/components/onboarding/onboarding-gate';
import { OptedOutBanner } from '@/components/opt-out/opted-out-banner';
import { OptOutSection } from '@/components/opt-out/opt-out-section';
import { BalanceCard } from './balance-card';
import { DailyRewardCard } from './daily-reward-card';
import { LevelCard } from './level-card';
import { BadgesCard } from './badges-card';
import { TopActivitiesCard } from './top-activities-card';
import { StatementCard } from './statement-card';
import styles from './overview.module.css';

/**
 * /me/overview: balance and what expires next, today's daily reward, level, badges, top activities
 * and the points statement. The cards below /me load once /me is there (AppState ready); lists that
 * grow (the statement) come last so nothing above them moves.
 */
export function Overview() {
  const t = useTranslations('overview');
  const { session, me } = useMemberSession();
  const member = me.data;
  const token = member ? session.collectorToken : '';
  const optOut = member ? optOutOf(member) : null;
  return (
    <div className={styles.stack}>
      <h1 className={styles.title}>{t('title')}</h1>
      {optOut ? <OptedOutBanner since={optOut.since} /> : null}
      <BalanceCard me={member} />
      {optOut ? null : <DailyRewardCard me={member} collectorToken={token} />}
      <LevelCard me={member} />
      <BadgesCard collectorToken={token} />
      <TopActivitiesCard collectorToken={token} />
      <StatementCard collectorToken={token} />
      <OptOutSection collectorToken={token} optedOut={Boolean(optOut)} />
      <OnboardingGate me={member} collectorToken={token} />
    </div>
  );
}
