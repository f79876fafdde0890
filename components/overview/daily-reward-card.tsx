'use client';
import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/contracts/me';
import { useDailyRewards } from '@/lib/client/use-loyalty';
import { Card } from '@/components/ui/card';
import { CurrencyIcon } from '@/components/ui/currency-icon';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './daily-reward.module.css';

/** Today's daily reward (from /me) and what can be won each day (GET /dailyRewards). */
export function DailyRewardCard({ me, collectorToken }: { me: Me | undefined; collectorToken: string }) {
  const t = useTranslations('overview');
  const won = me?.daily_reward;
  const items = useDailyRewards(collectorToken);
  return (
    <Card title={t('dailyReward')} id="daily-reward">
      <div className={styles.today} data-testid="daily-reward-today">
        {!me ? (
          <Skeleton height={72} />
        ) : won ? (
          <>
            <RewardImage src={won.image_url} size={56} />
            <span className={styles.wonText}>
              <span className={styles.label}>{t('dailyRewardWon')}</span>
              <strong className={styles.title}>{won.title}</strong>
              <span className={styles.description}>{won.description}</span>
            </span>
          </>
        ) : (
          <p className={styles.hint}>{me.anonymous ? t('dailyRewardAnonymous') : t('dailyRewardPending')}</p>
        )}
      </div>
      <h3 className={styles.subtitle} id="daily-reward-options">
        {t('dailyRewardOptions')}
      </h3>
      {items.error && !items.data ? <p className={styles.hint}>{t('loadFailed')}</p> : null}
      <ul className={styles.options} aria-labelledby="daily-reward-options" data-testid="daily-reward-options" hidden={Boolean(items.error && !items.data)}>
        {items.data
          ? items.data.map((item) => (
              <li key={item.id} className={styles.option}>
                <RewardImage src={item.image_url} size={40} />
                <span className={styles.optionTitle}>{item.title}</span>
              </li>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i} className={styles.option} aria-hidden="true">
                <Skeleton width={40} height={40} radius={20} />
                <Skeleton width="80%" height={14} />
              </li>
            ))}
      </ul>
    </Card>
  );
}

function RewardImage({ src, size }: { src: string | null; size: number }) {
  // eslint-disable-next-line @next/next/no-img-element -- small static SVGs
  return src ? <img src={src} width={size} height={size} alt="" className={styles.image} /> : <CurrencyIcon size={size} />;
}
