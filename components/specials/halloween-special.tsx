'use client';
import { useTranslations } from 'next-intl';
import type { HalloweenDetail } from '@/lib/contracts/specials';
import { useSpecialDetail } from '@/lib/client/specials-api';
import { DayReward } from './day-reward';
import { DayResult } from './day-result';
import type { SpecialSectionProps } from './kind-sections';
import styles from './specials.module.css';

/**
 * Halloween (docs/specials.md): today's raffle to join with tickets, then all 13 days — past ones
 * with their results, future ones locked.
 */
export function HalloweenSpecial({ special: initial }: SpecialSectionProps) {
  const t = useTranslations('specials.halloween');
  const s = useTranslations('specials');
  const { special } = useSpecialDetail(initial);
  const { days, today } = special.detail as HalloweenDetail;
  const open = today ? days[today - 1] : undefined;
  const over = days.length > 0 && days.every((d) => d.state === 'past');
  return (
    <>
      <section className={styles.section} aria-labelledby="halloween-today" data-testid="halloween-today">
        <h2 id="halloween-today" className={styles.sectionTitle}>
          {t('todayTitle')}
        </h2>
        {open?.reward ? (
          <DayReward reward={open.reward} open />
        ) : (
          <p className={styles.notice}>
            {over ? t('over') : days[0] && days[0].state === 'locked' ? t('before', { date: new Date(days[0].opens_at) }) : t('noneToday')}
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="halloween-days">
        <h2 id="halloween-days" className={styles.sectionTitle}>
          {t('daysTitle', { count: days.length })}
        </h2>
        <ol className={styles.days} data-testid="halloween-days">
          {days.map((d) => (
            <li key={d.number} className={styles.day} data-state={d.state} data-testid={`halloween-day-${d.number}`}>
              <p className={styles.dayHead}>
                <span className={styles.dayNumber}>{t('day', { number: d.number })}</span>
                <span className={styles.dayDate}>{s('dayDate', { date: new Date(d.opens_at) })}</span>
                <span className={styles.dayState}>{s(`state.${d.state}`)}</span>
              </p>
              {d.state === 'locked' ? null : d.reward ? (
                d.state === 'today' ? (
                  <p className={styles.note}>{d.reward.title}</p>
                ) : (
                  <>
                    <p className={styles.dayTitle}>{d.reward.title}</p>
                    <DayResult reward={d.reward} />
                  </>
                )
              ) : (
                <p className={styles.note}>{t('noRaffle')}</p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
