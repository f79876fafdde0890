'use client';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { lastMomentBefore } from '@/lib/domain/business-time';
import button from '@/components/ui/button.module.css';
import styles from './detail.module.css';

type Outcome = NonNullable<NonNullable<RewardDetail['my']>['raffle']>;

/**
 * How a drawn raffle went for the member (docs/product.md §9.8): a winner is congratulated and led to
 * claim the prize within the month, a claimed prize is pointed to "Meine Prämien", a loss is said kindly.
 */
export function RaffleOutcome({ outcome }: { outcome: Outcome }) {
  const t = useTranslations('shop.detail.outcome');
  const mine = `/me/profile/rewards?tab=raffles`;
  if (outcome.outcome === 'won') {
    return (
      <div className={`${styles.outcome} ${styles.outcomeWon}`} role="status" data-testid="raffle-outcome" data-outcome={outcome.claimed ? 'claimed' : 'won'}>
        <p className={styles.outcomeTitle}>{t('wonTitle')}</p>
        {outcome.claimed ? (
          <>
            <p className={styles.outcomeText}>{t('claimed')}</p>
            <AppLink className={`${button.button} ${button.secondary}`} href={mine}>
              {t('toMine')}
            </AppLink>
          </>
        ) : (
          <>
            <p className={styles.outcomeText}>{outcome.collect_by ? t('claimBy', { date: lastMomentBefore(outcome.collect_by) }) : t('claimSoon')}</p>
            <AppLink className={button.button} href={`${mine}&claim=${outcome.order_id}`} data-testid="raffle-claim">
              {t('claim')}
            </AppLink>
          </>
        )}
      </div>
    );
  }
  return (
    <div className={styles.outcome} role="status" data-testid="raffle-outcome" data-outcome={outcome.outcome}>
      <p className={styles.outcomeTitle}>{outcome.outcome === 'expired' ? t('expiredTitle') : t('lostTitle')}</p>
      <p className={styles.outcomeText}>{outcome.outcome === 'expired' ? t('expired') : t('lost')}</p>
      <AppLink className={`${button.button} ${button.secondary}`} href="/me/rewards">
        {t('more')}
      </AppLink>
    </div>
  );
}

/** A drawn raffle for everyone who did not take part: over, in the outcome's shape (redeem-status.ts isDrawnRaffle). */
export function RaffleEnded() {
  const t = useTranslations('shop.detail.outcome');
  const errors = useTranslations('errors');
  return (
    <div className={styles.outcome} role="status" data-testid="raffle-outcome" data-outcome="ended">
      <p className={styles.outcomeTitle}>{errors('RAFFLE_OVER')}</p>
      <p className={styles.outcomeText}>{t('ended')}</p>
      <AppLink className={`${button.button} ${button.secondary}`} href="/me/rewards">
        {t('toShop')}
      </AppLink>
    </div>
  );
}

/** The place a drawn raffle's outcome takes while the member's view loads: its title, two lines of text and a button. */
export function OutcomeSkeleton() {
  return (
    <div className={`${styles.outcome} ${styles.outcomeSkeleton}`} aria-busy="true" data-testid="raffle-outcome-skeleton">
      <p className={styles.outcomeTitle}>{'\u00a0'}</p>
      <p className={styles.outcomeText}>
        {'\u00a0'}
        <br />
        {'\u00a0'}
      </p>
      <span className={button.button} />
    </div>
  );
}
