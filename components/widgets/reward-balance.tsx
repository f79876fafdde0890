'use client';
import { useTranslations } from 'next-intl';
import { SignInAction } from '@/components/session/sign-in-action';
import { Skeleton } from '@/components/ui/skeleton';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { useReward } from '@/lib/client/rewards-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { rewardWidgetLine, type RewardWidgetLine } from '@/lib/domain/widget-lines';
import { MemberNotice } from './member-notice';
import { useWidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/**
 * The reader's line under a reward (lib/domain/widget-lines.ts): not started, over or sold out for
 * everyone; else, from the member's own view of the reward (GET /api/rewards/{id}, as the detail
 * asks it), enough Räppli or how many are missing, or that signing in or a subscription is needed.
 */
export function RewardBalance({ reward }: { reward: RewardDetail }) {
  const member = useWidgetMember();
  const { collectorToken, hash, token, purAbo } = useSessionQuery();
  // Asked beside /api/me, not after it; without a token it asks nothing.
  const own = useReward(collectorToken, { hash, token }, reward.id);
  const ready = member.state === 'ready';
  let content;
  if (member.state === 'loading' || (ready && !own.data && !own.error)) content = <Skeleton width="80%" height={40} />;
  else {
    const mine = ready ? (own.data ?? null) : null;
    const line = rewardWidgetLine(mine ?? reward, mine && member.me ? { points: member.me.points_available } : null, { purAbo });
    // Without the member's view of the reward, the member's own notice; its retry asks again.
    if (line.kind === 'notice') content = <MemberNotice member={ready ? { state: 'failed', me: null, retry: () => void own.mutate() } : member} />;
    else content = <RewardLine line={line} type={reward.type} />;
  }
  return <div className={styles.twoLines}>{content}</div>;
}

function RewardLine({ line, type }: { line: Exclude<RewardWidgetLine, { kind: 'notice' }>; type: RewardDetail['type'] }) {
  const t = useTranslations('widgets');
  if (line.kind === 'closed') {
    const { closed } = line;
    return (
      <p className={styles.notice} role="status" data-testid="widget-reward-state" data-state={closed.state}>
        {closed.state === 'not_started' ? t('rewardNotStarted', { date: closed.date }) : t(`rewardClosed.${closed.state}`)}
      </p>
    );
  }
  const balance = t('yourBalance', { points: line.points });
  let text;
  if (line.kind === 'sign_in') {
    text = line.reason === 'broken' ? t('signInBroken') : line.reason === 'exclusive' ? t('subscribersOnly') : `${balance} ${t('signInToRedeem', { type })}`;
  } else if (line.kind === 'locked') text = `${balance} ${t(line.unconfirmed ? 'subscriptionUnconfirmed' : 'subscribersOnly')}`;
  else if (line.kind === 'balance') text = `${balance} ${line.missing > 0 ? t('missing', { missing: line.missing }) : t('canAfford')}`;
  else text = `${balance} ${line.message ?? t('cannotRedeem')}`;
  return (
    <p className={styles.notice} data-testid="widget-reward-balance" data-kind={line.kind}>
      {text}
      {line.kind === 'sign_in' ? (
        <>
          {' '}
          <SignInAction variant="link" />
        </>
      ) : null}
    </p>
  );
}
