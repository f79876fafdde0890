import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { CostLabel } from '@/components/rewards/common/cost-label';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { LiveFundPanel, LiveRafflePanel, LiveRedeemAction, LiveRewardFacts, LiveStateBadge } from './live-parts';
import { RewardLive } from './reward-live';
import styles from './detail.module.css';

/**
 * /me/rewards/detail/{id}: the reward as every reader sees it, rendered on the server; the state,
 * raffle and fund figures, facts and the way to redeem fill in for the member (reward-live.tsx).
 * `action` takes the redeem action's place (an editor's preview shows a button that does nothing).
 */
export function RewardDetailView({ reward, action }: { reward: RewardDetail | null; action?: ReactNode }) {
  const t = useTranslations('shop');
  if (!reward) {
    return (
      <article className={styles.stack}>
        <AppLink href="/me/rewards" className={styles.back}>
          ‹ {t('backToShop')}
        </AppLink>
        <p className={styles.blocked} role="status">
          {t('detail.notFound')}
        </p>
      </article>
    );
  }
  return (
    <RewardLive initial={reward}>
      <article className={styles.stack}>
        {/* A preview (an `action` of its own) has no member and no shop to go back to. */}
        {action ? null : (
          <AppLink href={reward.exclusive ? '/me/rewards/vplus' : '/me/rewards'} className={styles.back}>
            ‹ {reward.exclusive ? t('vplusTitle') : t('backToShop')}
          </AppLink>
        )}
        <div className={styles.hero}>
          <RewardImage src={reward.image_url} eager />
          <LiveStateBadge />
        </div>
        <header className={styles.head}>
          <h1 className={styles.title}>{reward.title}</h1>
          {reward.sponsor ? <p className={styles.sponsor}>{t('sponsor', { sponsor: reward.sponsor })}</p> : null}
          <CostLabel reward={reward} size="large" />
        </header>
        {action ?? <LiveRedeemAction />}
        <LiveRafflePanel />
        <LiveFundPanel />
        <section className={styles.panel} aria-labelledby="details-title">
          <h2 id="details-title" className={styles.panelTitle}>
            {t('detail.details')}
          </h2>
          <p className={styles.text}>{reward.description}</p>
          {reward.details ? <p className={styles.text}>{reward.details}</p> : null}
        </section>
        <LiveRewardFacts />
      </article>
    </RewardLive>
  );
}
