'use client';
import { useTranslations } from 'next-intl';
import type { CalendarDayView } from '@/lib/contracts/specials';
import { useReward } from '@/lib/client/rewards-api';
import { useMemberSession } from '@/lib/client/use-session';
import { AppLink } from '@/components/ui/app-link';
import { CostLabel } from '@/components/rewards/common/cost-label';
import { RewardImage } from '@/components/rewards/common/reward-image';
import { LoadFailed } from '@/components/rewards/shop/load-failed';
import { RedeemAction } from '@/components/rewards/detail/redeem-action';
import { DayResult } from './day-result';
import styles from './specials.module.css';

export type CalendarReward = NonNullable<CalendarDayView['reward']>;

/**
 * A day's reward or raffle: picture, title, text and price; on its day the redeem flow of the
 * reward detail (tickets, confirmation, success — the same dialogs and server checks), afterwards
 * how it went.
 */
export function DayReward({ reward, open, headingLevel = 3 }: { reward: CalendarReward; open: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.reward} data-testid="day-reward">
      <RewardImage src={reward.image_url} eager={open} />
      <div className={styles.rewardBody}>
        <Heading className={styles.rewardTitle}>{reward.title}</Heading>
        <p className={styles.text}>{reward.description}</p>
        <CostLabel reward={{ type: reward.type, cost: reward.cost, free: reward.cost === 0 }} />
        {open ? <TodayAction id={reward.id} raffle={reward.type === 'raffle'} /> : <DayResult reward={reward} />}
      </div>
    </div>
  );
}

/**
 * The redeem button of the day's reward (or why there is none), from the member's view of the
 * reward; the tickets line and the link hold their places from the server's HTML on.
 */
function TodayAction({ id, raffle }: { id: number; raffle: boolean }) {
  const t = useTranslations('shop');
  const s = useTranslations('specials');
  const { session, me } = useMemberSession();
  const { data, error, mutate } = useReward(session.collectorToken, { hash: session.hash, token: session.token }, id);
  return (
    <>
      {raffle ? (
        <p className={`${styles.note} ${styles.line}`} data-testid="day-my-tickets">
          {data?.raffle && data.my ? s('myTicketsOf', { mine: data.my.units, total: data.raffle.tickets_total }) : null}
        </p>
      ) : null}
      {error && !data ? (
        <LoadFailed message={t('detail.loadFailed')} onRetry={() => void mutate()} />
      ) : !data || !me.data ? (
        <div className={styles.actionSkeleton} aria-busy="true" />
      ) : (
        <RedeemAction
          reward={data}
          balance={me.data.points_available}
          session={{ collectorToken: session.collectorToken, hash: session.hash, token: session.token, purAbo: session.purAbo }}
        />
      )}
      <AppLink className={styles.more} href={`/me/rewards/detail/${id}`}>
        {s('toReward')} ›
      </AppLink>
    </>
  );
}
