'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ConsoleItem } from '@/lib/contracts/console-content';
import type { ConsoleReward } from '@/lib/contracts/console';
import { useSpecialRewards } from '@/lib/client/console-api';
import { usePublicConfig } from '@/lib/client/public-config';
import { calendarDays, fitsDay, rewardDay } from '@/lib/domain/special-days';
import styles from '../console.module.css';

const date = (iso: string | null) => (iso ? new Date(iso) : null);
/** "2026-12-03" → "03.12." */
const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

/**
 * Below a Halloween or Advent special's editor: its days or doors (the business days between its
 * saved start and end) with the rewards and raffles tagged with its slug that start on each, linked
 * to their editors — so a missing day, or a reward that runs longer than its day, shows at once.
 */
export function SpecialDays({ item }: { item: ConsoleItem<Record<string, unknown>> }) {
  const t = useTranslations('console.content.specialDays');
  const { timezone } = usePublicConfig();
  const special = (item.draft ?? item.live) as { slug: string; kind: string; starts_at: string | null; ends_at: string | null };
  const calendar = special.kind === 'halloween' || special.kind === 'advent';
  const list = useSpecialRewards(calendar ? special.slug : null);
  if (!calendar) return null;
  const days = calendarDays(date(special.starts_at), date(special.ends_at), timezone);
  const rewards = list.data?.items ?? [];
  const on = (r: ConsoleReward) => rewardDay({ startsAt: date(r.live.starts_at), endsAt: date(r.live.ends_at) }, timezone);
  const extra = rewards.filter((r) => !days.some((d) => d.day === on(r)));
  const found = days.filter((d) => rewards.some((r) => on(r) === d.day)).length;
  return (
    <section className={styles.card} data-testid="special-days" aria-labelledby="special-days-title">
      <h2 className={styles.subtitle} id="special-days-title">
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro', { slug: special.slug, timezone })}</p>
      {days.length === 0 ? (
        <p className={styles.muted}>{t('noDates')}</p>
      ) : !list.data ? (
        <p className={styles.muted}>{list.error ? t('loadFailed') : '…'}</p>
      ) : (
        <>
          <p className={styles.notice} data-tone={found === days.length ? 'ok' : undefined} data-testid="special-days-summary">
            {t('summary', { found, count: days.length })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{special.kind === 'advent' ? t('door') : t('day')}</th>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('reward')}</th>
                  <th scope="col">{t('check')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => {
                  const mine = rewards.filter((r) => on(r) === d.day);
                  return (
                    <tr key={d.number} data-testid={`special-day-${d.number}`} data-missing={mine.length === 0 ? 'true' : undefined}>
                      <td className={styles.num}>{d.number}</td>
                      <td>{dayLabel(d.day)}</td>
                      <td>
                        {mine.length === 0
                          ? '—'
                          : mine.map((r) => (
                              <div key={r.id}>
                                <Link href={`/console/rewards/${r.id}`}>{r.live.title}</Link>
                              </div>
                            ))}
                      </td>
                      <td>
                        {mine.length === 0 ? (
                          <span className={styles.chip} data-tone="warn">
                            {t('missing')}
                          </span>
                        ) : (
                          mine.map((r) => (
                            <div key={r.id} className={styles.chips}>
                              <span
                                className={styles.chip}
                                data-tone={fitsDay({ startsAt: date(r.live.starts_at), endsAt: date(r.live.ends_at) }, d) ? 'ok' : 'warn'}
                              >
                                {fitsDay({ startsAt: date(r.live.starts_at), endsAt: date(r.live.ends_at) }, d) ? t('ok') : t('notDay')}
                              </span>
                              {r.published ? null : (
                                <span className={styles.chip} data-tone="muted">
                                  {t('unpublished')}
                                </span>
                              )}
                            </div>
                          ))
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {extra.length > 0 ? (
            <>
              <p className={styles.muted}>{t('extraIntro')}</p>
              <ul>
                {extra.map((r) => (
                  <li key={r.id}>
                    <Link href={`/console/rewards/${r.id}`}>{r.live.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Link href="/console/rewards/new" className={styles.muted}>
            {t('newReward')} ›
          </Link>
        </>
      )}
    </section>
  );
}
