'use client';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';
import type { RedeemSession } from '@/components/rewards/redeem/redeem-session';
import { redeemStatus } from './redeem-status';
import styles from './detail.module.css';

// The dialog (and its forms) loads when a member starts a redeem.
const RedeemDialog = dynamic(() => import('@/components/rewards/redeem/redeem-dialog').then((m) => m.RedeemDialog), { ssr: false });

/** The redeem button, or why there is none (log in, subscribers only, sold out, not enough Räppli …). */
export function RedeemAction({ reward, session, balance }: { reward: RewardDetail; session: RedeemSession & { identified: boolean; purAbo: boolean }; balance: number | null }) {
  const t = useTranslations('shop.detail');
  const errors = useTranslations('errors');
  const period = useTranslations('rewards.limitPeriod');
  const [open, setOpen] = useState(false);
  // The server decides who subscribes; is_pur_abo only changes what this page shows.
  const subscriber = Boolean(reward.my?.subscriber) || session.purAbo;
  const status = redeemStatus(reward, { identified: session.identified, subscriber, balance });

  let message: ReactNode = null;
  switch (status.kind) {
    case 'login':
      message = t('loginPrompt');
      break;
    case 'locked':
      message = errors('SUBSCRIBERS_ONLY');
      break;
    case 'not_started':
      message = status.date ? t('notStarted', { date: status.date }) : errors('RAFFLE_NOT_STARTED');
      break;
    case 'advent_over':
      // Points to today's door when one is open (the Advent calendar's own page comes with the specials).
      message =
        reward.today_door && reward.today_door !== reward.id ? (
          <AppLink href={`/me/rewards/detail/${reward.today_door}`} data-testid="advent-today">
            {errors('RAFFLE_OVER_ADVENT')}
          </AppLink>
        ) : (
          errors('RAFFLE_OVER_ADVENT')
        );
      break;
    case 'limit':
      message = t('limitReached', { count: status.count, period: period(status.period) });
      break;
    case 'participation':
      message = t('participationReached');
      break;
    case 'error':
      message = errors(status.code);
      break;
  }

  const label = reward.type === 'raffle' ? t('raffle') : reward.type === 'fund' ? t('fund') : reward.free ? t('buyFree') : t('buy');
  return (
    <div className={styles.action}>
      {status.kind === 'ready' ? (
        <>
          <button type="button" className={button.button} onClick={() => setOpen(true)} data-testid="redeem-start">
            {label}
          </button>
          {reward.limit && reward.my?.redeemable ? (
            <p className={styles.note}>{t('redeemable', { count: reward.my.redeemable, period: period(reward.limit.period) })}</p>
          ) : null}
        </>
      ) : (
        <p className={`${styles.blocked} ${status.kind === 'login' || status.kind === 'locked' ? styles.blockedInfo : ''}`} role="status" data-testid="redeem-blocked" data-kind={status.kind}>
          {message}
        </p>
      )}
      {open ? <RedeemDialog reward={reward} session={session} balance={balance ?? 0} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
