'use client';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useReward } from '@/lib/client/rewards-api';
import { useMemberSession } from '@/lib/client/use-session';
import { AppLink } from '@/components/ui/app-link';
import { CostLabel } from '@/components/rewards/common/cost-label';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { StateBadge } from '@/components/rewards/common/state-badge';
import { LoadFailed } from '@/components/rewards/shop/load-failed';
import { DetailSkeleton } from './detail-skeleton';
import { FundPanel } from './fund-panel';
import { RafflePanel } from './raffle-panel';
import { RedeemAction } from './redeem-action';
import { RewardFacts } from './reward-facts';
import styles from './detail.module.css';

/** /me/rewards/detail/{id}: the reward, its raffle or fund figures, and the way to redeem it. */
export function RewardDetailView() {
  const t = useTranslations('shop');
  const { id } = useParams<{ id: string }>();
  const { session, me: { data: me } } = useMemberSession();
  const { data: reward, error, mutate } = useReward(session.collectorToken, { hash: session.hash, token: session.token }, Number(id) || null);

  return (
    <article className={styles.stack}>
      <AppLink href={reward?.exclusive ? '/me/rewards/vplus' : '/me/rewards'} className={styles.back}>
        ‹ {reward?.exclusive ? t('vplusTitle') : t('backToShop')}
      </AppLink>
      {!reward ? (
        error ? (
          error.status === 404 ? (
            <p className={styles.blocked} role="status">
              {t('detail.notFound')}
            </p>
          ) : (
            <LoadFailed message={t('detail.loadFailed')} onRetry={() => void mutate()} />
          )
        ) : (
          <DetailSkeleton />
        )
      ) : (
        <>
          <div className={styles.hero}>
            <RewardImage src={reward.image_url} eager />
            <StateBadge reward={reward} locked={reward.exclusive && !(reward.my?.subscriber || session.purAbo)} />
          </div>
          <header className={styles.head}>
            <h1 className={styles.title}>{reward.title}</h1>
            {reward.sponsor ? <p className={styles.sponsor}>{t('sponsor', { sponsor: reward.sponsor })}</p> : null}
            <CostLabel reward={reward} size="large" />
          </header>
          {me ? (
            <RedeemAction
              reward={reward}
              balance={me.points_available}
              session={{ collectorToken: session.collectorToken, hash: session.hash, token: session.token, purAbo: session.purAbo }}
            />
          ) : (
            <div className={styles.actionSkeleton} />
          )}
          <RafflePanel reward={reward} />
          <FundPanel reward={reward} />
          <section className={styles.panel} aria-labelledby="details-title">
            <h2 id="details-title" className={styles.panelTitle}>
              {t('detail.details')}
            </h2>
            <p className={styles.text}>{reward.description}</p>
            {reward.details ? <p className={styles.text}>{reward.details}</p> : null}
          </section>
          <RewardFacts reward={reward} />
        </>
      )}
    </article>
  );
}
