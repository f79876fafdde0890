'use client';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { SignInAction } from '@/components/session/sign-in-action';
import { usePublicConfig } from '@/lib/client/public-config';
import { businessDay } from '@/lib/domain/business-time';
import { nextPeriodStart, type LimitPeriod } from '@/lib/domain/limit-periods';
import button from '@/components/ui/button.module.css';
import type { RedeemSession } from '@/components/rewards/redeem/redeem-session';
import { redeemStatus, statusTone, type RedeemStatus } from '@/lib/domain/redeem-status';
import { RaffleEnded, RaffleOutcome } from './raffle-outcome';
import styles from './detail.module.css';

// The dialog (and its forms) loads when a member starts a redeem.
const RedeemDialog = dynamic(() => import('@/components/rewards/redeem/redeem-dialog').then((m) => m.RedeemDialog), { ssr: false });

/** The redeem button, or why there is none (log in, subscribers only, sold out, not enough Räppli …), as the server decided. */
export function RedeemAction({ reward, session, balance }: { reward: RewardDetail; session: RedeemSession & { purAbo: boolean }; balance: number | null }) {
  const t = useTranslations('shop.detail');
  const period = useTranslations('rewards.limitPeriod');
  const [open, setOpen] = useState(false);
  const status = redeemStatus(reward, { purAbo: session.purAbo });
  const label = reward.type === 'raffle' ? t('raffle') : reward.type === 'fund' ? t('fund') : reward.free ? t('buyFree') : t('buy');
  return (
    <div className={styles.action}>
      {reward.my?.raffle ? (
        // A drawn raffle the member took part in: how it went, instead of "over".
        <RaffleOutcome outcome={reward.my.raffle} />
      ) : status.kind === 'drawn' ? (
        <RaffleEnded />
      ) : status.kind === 'ready' ? (
        <>
          <button type="button" className={button.button} onClick={() => setOpen(true)} data-testid="redeem-start">
            {label}
          </button>
          {reward.limit && reward.my?.redeemable ? (
            <p className={styles.note}>{t('redeemable', { count: reward.my.redeemable, period: period(reward.limit.period) })}</p>
          ) : null}
        </>
      ) : (
        <p
          className={`${styles.blocked} ${statusTone(status) === 'info' ? styles.blockedInfo : ''}`}
          role="status"
          data-testid="redeem-blocked"
          data-kind={status.kind}
          data-tone={statusTone(status)}
        >
          <BlockedText status={status} reward={reward} />
        </p>
      )}
      {open ? <RedeemDialog reward={reward} session={session} balance={balance ?? 0} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** When a limit per period opens again: the start of the next period, in the business time zone. */
function reopens(limit: LimitPeriod, timezone: string): Date {
  // Noon UTC of that day is the same day in every business time zone of the product.
  return new Date(`${nextPeriodStart(businessDay(new Date(), timezone), limit)}T12:00:00Z`);
}

function BlockedText({ status, reward }: { status: Exclude<RedeemStatus, { kind: 'ready' | 'drawn' }>; reward: RewardDetail }): ReactNode {
  const t = useTranslations('shop.detail');
  const { timezone } = usePublicConfig();
  const errors = useTranslations('errors');
  const period = useTranslations('rewards.limitPeriod');
  switch (status.kind) {
    case 'login':
      return (
        <>
          {status.broken ? t('loginBroken') : t('loginPrompt', { type: reward.type })} <SignInAction variant="link" />
        </>
      );
    case 'locked':
      // is_pur_abo without a subscription the server knows: not "subscribe", but "not there yet".
      return status.unconfirmed ? t('subscriptionUnconfirmed') : errors('SUBSCRIBERS_ONLY');
    case 'not_started':
      return t('notStarted', { date: status.date });
    case 'advent_over':
      // Points to today's door when one is open (the Advent calendar's own page comes with the specials).
      return status.href ? (
        <AppLink href={status.href} data-testid="advent-today">
          {errors('RAFFLE_OVER_ADVENT')}
        </AppLink>
      ) : (
        errors('RAFFLE_OVER_ADVENT')
      );
    // The member's own redemptions: said as information, with the way to them (an e-book's link is there).
    case 'limit':
      return (
        <>
          {t('limitReached', { count: status.count, period: period(status.period), date: reopens(status.period, timezone) })} <OwnRedemptions reward={reward} />
        </>
      );
    case 'participation':
      return (
        <>
          {t('participationReached', { type: reward.type })} <OwnRedemptions reward={reward} />
        </>
      );
    case 'refused':
      // The server's text is the reserve's own answer; the catalogue's is the same words.
      return status.message ?? errors(status.code);
  }
}

/** "… findest du in «Meine Prämien»": the tab of the reward's kind, with the member's session. */
function OwnRedemptions({ reward }: { reward: RewardDetail }) {
  const t = useTranslations('shop.detail');
  const kind = reward.type === 'raffle' ? 'raffle' : reward.delivery === 'external' ? 'external' : 'other';
  return t.rich('ownRedemptions', {
    kind,
    mine: (chunks) => (
      <AppLink href={reward.type === 'raffle' ? '/me/profile/rewards?tab=raffles' : '/me/profile/rewards'} data-testid="redeem-my-rewards">
        {chunks}
      </AppLink>
    ),
  });
}
