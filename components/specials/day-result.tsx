'use client';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import type { CalendarReward } from './day-reward';
import styles from './specials.module.css';

/** How a past day's reward went: the raffle's draw (winners, tickets) and the member's part, with the way to its detail. */
export function DayResult({ reward }: { reward: CalendarReward }) {
  const t = useTranslations('specials.result');
  const raffle = reward.raffle;
  const my = reward.my;
  return (
    <div className={styles.result} data-testid="day-result">
      {raffle ? (
        <p className={styles.note} data-testid="day-draw">
          {raffle.drawn_at
            ? t('drawn', { winners: raffle.winners, tickets: raffle.tickets_total, participants: raffle.participants })
            : t('drawPending', { tickets: raffle.tickets_total })}
        </p>
      ) : null}
      {my && my.units > 0 ? (
        <p className={styles.mine} data-testid="day-mine" data-outcome={my.outcome ?? 'none'}>
          {my.outcome && raffle ? t(`outcome.${my.outcome}`, { units: my.units }) : t('taken', { units: my.units })}
        </p>
      ) : null}
      <AppLink className={styles.more} href={`/me/rewards/detail/${reward.id}`}>
        {my?.outcome === 'won' ? t('claim') : raffle?.drawn_at ? t('toDraw') : t('toReward')} ›
      </AppLink>
    </div>
  );
}
