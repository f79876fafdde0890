'use client';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInAction } from '@/components/session/sign-in-action';
import { DailyRewardPicture } from './daily-reward-picture';
import { useOverviewMember } from './use-overview-member';
import styles from './daily-reward.module.css';

/** What the member won today (from /me), or why there is nothing yet; holds its box while /me loads. */
export function DailyRewardToday() {
  const t = useTranslations('overview');
  const { member: me } = useOverviewMember();
  const won = me?.daily_reward;
  return (
    <div className={styles.today} data-testid="daily-reward-today">
      {!me ? (
        <Skeleton height={72} />
      ) : won ? (
        <>
          <DailyRewardPicture src={won.image_url} size={56} />
          <span className={styles.wonText}>
            <span className={styles.label}>{t('dailyRewardWon')}</span>
            <strong className={styles.title}>{won.title}</strong>
            <span className={styles.description}>{won.description}</span>
          </span>
        </>
      ) : (
        <p className={styles.hint}>
          {me.anonymous ? (
            <>
              {t('dailyRewardAnonymous')} <SignInAction variant="link" />
            </>
          ) : (
            t('dailyRewardPending')
          )}
        </p>
      )}
    </div>
  );
}
