'use client';
import { useTranslations } from 'next-intl';
import { SEGMENT_KINDS } from '@/lib/contracts/games';
import { usePrizewheelStats } from '@/lib/client/console-api';
import { BarChart } from '../bar-chart';
import styles from '../console.module.css';

const DAYS = 14;
const number = new Intl.NumberFormat('de-AT');
/** "2026-05-03" → "03.05." */
const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/** Below the segments list: the last two weeks' spins, members, Räppli and outcomes per business day. */
export function WheelStats() {
  const t = useTranslations('console.content.wheel');
  const common = useTranslations('console');
  const stats = usePrizewheelStats(DAYS);
  return (
    <section className={styles.card} data-testid="wheel-stats" aria-labelledby="wheel-stats-title">
      <h2 className={styles.subtitle} id="wheel-stats-title">
        {t('statsTitle')}
      </h2>
      <p className={styles.muted}>{t('statsText', { days: DAYS })}</p>
      {!stats.data ? (
        <p className={styles.muted}>{stats.error ? common('loadFailed') : common('loading')}</p>
      ) : (
        <>
          <BarChart
            title={t('statsTitle')}
            table={false}
            series={[{ key: 'spins', label: t('columns.spins'), color: '#1f4e8c' }]}
            rows={[...stats.data.days].reverse().map((d) => ({ label: dayLabel(d.day), values: { spins: d.spins } }))}
          />
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="wheel-stats-table">
              <thead>
                <tr>
                  <th scope="col">{t('columns.day')}</th>
                  <th scope="col" className={styles.num}>
                    {t('columns.spins')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.members')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('columns.points')}
                  </th>
                  {SEGMENT_KINDS.map((k) => (
                    <th scope="col" key={k} className={styles.num}>
                      {t(`outcomes.${k}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stats.data.days.map((d) => (
                  <tr key={d.day} data-day={d.day}>
                    <td>{dayLabel(d.day)}</td>
                    <td className={styles.num} data-testid="spins">
                      {number.format(d.spins)}
                    </td>
                    <td className={styles.num}>{number.format(d.members)}</td>
                    <td className={styles.num}>{number.format(d.points)}</td>
                    {SEGMENT_KINDS.map((k) => (
                      <td key={k} className={styles.num}>
                        {number.format(d.by_kind[k] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
