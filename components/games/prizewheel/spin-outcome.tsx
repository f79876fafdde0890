'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { PendingPrize, Segment, SpinResult } from '@/lib/contracts/games';
import { lastMomentBefore } from '@/lib/domain/business-time';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';
import { NextSpin } from './next-spin';
import styles from './wheel.module.css';

type Props = {
  result: SpinResult;
  segment: Segment | undefined;
  /** A reward prize's claim, once the wheel's state names it. */
  prize: PendingPrize | undefined;
  onClaim: (prize: PendingPrize) => void;
  spinButton: ReactNode;
};

/** What the spin gave, as the server booked it: Räppli, a pass, a prize to claim, nothing, or one more spin. */
export function SpinOutcome({ result, segment, prize, onClaim, spinButton }: Props) {
  const t = useTranslations('games.wheel.outcome');
  const wheel = useTranslations('games.wheel');
  const { outcome } = result;
  // The segment's label; should the wheel not have drawn it (it changed meanwhile), what was won.
  const label = segment?.label ?? prize?.title ?? (outcome.kind === 'pass' ? t('somePass') : t('somePrize'));
  return (
    <div className={styles.action} data-testid="spin-outcome" data-kind={outcome.kind} data-segment={result.segment_id}>
      {outcome.kind === 'points' ? (
        <>
          <p className={styles.points}>{t('points', { amount: outcome.amount ?? 0 })}</p>
          <p>{t('pointsText', { balance: result.balance })}</p>
        </>
      ) : outcome.kind === 'pass' ? (
        <>
          <p className={styles.outcomeTitle}>{t('pass', { label })}</p>
          <p>{t('passText')}</p>
          {outcome.order_id ? (
            <AppLink className={`${button.button} ${button.secondary} ${styles.spinButton}`} href={`/me/rewards/detail/custom/${outcome.order_id}`}>
              {t('passLink')}
            </AppLink>
          ) : null}
        </>
      ) : outcome.kind === 'reward' ? (
        <>
          <p className={styles.outcomeTitle}>{t('reward', { label })}</p>
          {outcome.claim_until ? <p>{t('rewardText', { date: lastMomentBefore(outcome.claim_until) })}</p> : null}
          {prize ? (
            <button type="button" className={`${button.button} ${styles.spinButton}`} onClick={() => onClaim(prize)} data-testid="claim-start">
              {wheel('claimStart')}
            </button>
          ) : null}
        </>
      ) : outcome.kind === 'retry' ? (
        <>
          <p className={styles.outcomeTitle}>{t('retry')}</p>
          <p>{t('retryText')}</p>
        </>
      ) : (
        <>
          <p className={styles.outcomeTitle}>{t('nothing')}</p>
          <p>{t('nothingText')}</p>
        </>
      )}
      {result.spin.available ? spinButton : <NextSpin at={result.spin.next_spin_at} />}
    </div>
  );
}
