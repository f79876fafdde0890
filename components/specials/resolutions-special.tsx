'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { ResolutionDay, ResolutionsDetail } from '@/lib/contracts/resolutions';
import { AppLink } from '@/components/ui/app-link';
import styles from './resolutions.module.css';

type Props = {
  /** The special as GET /api/specials/{slug} answers it: the common part and the kind's `detail`. */
  special: { slug: string; title: string; starts_at: string | null; ends_at: string | null };
  detail: unknown;
  /** Whether `detail` is the member's own answer yet (false: the page's, rendered without a member). */
  own?: boolean;
};

/** A business day (YYYY-MM-DD) as a date at noon UTC: the same calendar day in every zone near Europe. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** Today's goal: what to do, the bonus, the member's progress and whether the bonus is credited. */
function TodayGoal({ day, member, own }: { day: ResolutionDay | undefined; member: boolean; own: boolean }) {
  const t = useTranslations('specialResolutions');
  if (!day?.goal) {
    return (
      <section className={styles.todayCard} aria-labelledby="resolution-today">
        <h2 id="resolution-today" className={styles.todayLabel}>
          {t('todayTitle')}
        </h2>
        <p className={styles.muted}>{t('noGoalToday')}</p>
      </section>
    );
  }
  const { goal } = day;
  const done = day.progress ?? 0;
  return (
    <section className={styles.todayCard} aria-labelledby="resolution-today" data-testid="resolution-today">
      <h2 id="resolution-today" className={styles.todayLabel}>
        {t('todayTitle')}
      </h2>
      <p className={styles.todayGoal}>
        <span data-testid="resolution-today-title">{goal.title}</span>
        <span className={styles.bonus}>{t('bonus', { bonus: goal.bonus })}</span>
      </p>
      {/* The progress keeps its place while the member's answer loads. */}
      <div className={styles.progressBlock} aria-busy={!own}>
        {own && !member ? (
          <p className={styles.muted}>{t('noMember')}</p>
        ) : (
          <>
            <div className={styles.progressRow}>
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={t('progressLabel')}
                aria-valuemin={0}
                aria-valuemax={goal.count}
                aria-valuenow={own ? done : undefined}
              >
                <span className={styles.barFill} style={{ width: `${own ? Math.round((done * 100) / goal.count) : 0}%` }} />
              </div>
              <span className={styles.progressText} data-testid="resolution-progress">
                {own ? t('progress', { done, count: goal.count }) : ''}
              </span>
            </div>
            <p className={day.met ? styles.done : styles.muted} data-testid="resolution-status">
              {!own
                ? ''
                : day.credited
                  ? t('credited', { bonus: goal.bonus })
                  : day.met
                    ? t('metPending', { bonus: goal.bonus })
                    : t('toGo', { left: goal.count - done, bonus: goal.bonus })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * The detail as the API's contract types it (lib/contracts/resolutions.ts, held by the API tests),
 * told apart by its shape rather than parsed, so the page does not carry zod; anything else shows nothing.
 */
function resolutionsDetail(detail: unknown): ResolutionsDetail | null {
  const d = detail as Partial<ResolutionsDetail> | null;
  return d && typeof d.phase === 'string' && Array.isArray(d.days) ? (d as ResolutionsDetail) : null;
}

function DayChip({ day, member }: { day: ResolutionDay; member: boolean }) {
  const t = useTranslations('specialResolutions');
  if (day.credited && day.goal) return <span className={`${styles.chip} ${styles.chipDone}`}>{t('dayCredited', { bonus: day.goal.bonus })}</span>;
  if (day.when === 'today') return <span className={`${styles.chip} ${styles.chipToday}`}>{t('today')}</span>;
  if (day.when === 'future') return <span className={styles.chip}>{t('dayFuture')}</span>;
  if (!day.goal) return <span className={styles.chip}>{t('noGoal')}</span>;
  return member ? <span className={`${styles.chip} ${styles.chipMissed}`}>{t('dayMissed')}</span> : null;
}

/**
 * The New Year resolutions week's section of /me/special/{slug} (docs/specials-black-week-resolutions.md):
 * today's goal with the member's progress, then the seven days — over, today, to come — with the
 * bonuses credited.
 */
export function ResolutionsSpecial({ detail, own = true }: Props) {
  const t = useTranslations('specialResolutions');
  const format = useFormatter();
  const parsed = resolutionsDetail(detail);
  if (!parsed) return null;
  const { phase, today, days, bonus_credited, member } = parsed;
  const first = days[0];
  return (
    <section className={styles.section} data-testid="resolutions" data-phase={phase}>
      <p className={styles.intro}>{phase === 'upcoming' && first ? t('upcoming', { date: noon(first.date) }) : phase === 'over' ? t('over') : t('intro')}</p>
      {phase === 'running' && today !== null ? <TodayGoal day={days.find((d) => d.day === today)} member={member} own={own} /> : null}
      <section aria-labelledby="resolution-week" className={styles.week}>
        <h2 id="resolution-week" className={styles.heading}>
          {t('weekTitle')}
        </h2>
        <ol className={styles.days}>
          {days.map((d) => (
            <li
              key={d.day}
              className={`${styles.day} ${styles[d.when]}`}
              data-testid="resolution-day"
              data-when={d.when}
              aria-current={d.when === 'today' ? 'date' : undefined}
            >
              <span className={styles.dayHead}>
                <span className={styles.dayNumber}>{t('day', { day: d.day })}</span>
                <span className={styles.dayDate}>{format.dateTime(noon(d.date), { weekday: 'short', day: 'numeric', month: 'numeric' })}</span>
              </span>
              <span className={styles.dayGoal}>{d.goal ? d.goal.title : ''}</span>
              <DayChip day={d} member={member} />
            </li>
          ))}
        </ol>
        {member && bonus_credited > 0 ? (
          <p className={styles.total} data-testid="resolution-total">
            {t('total', { points: bonus_credited })} · <AppLink href="/me/overview#statement">{t('statementLink')}</AppLink>
          </p>
        ) : null}
      </section>
    </section>
  );
}
