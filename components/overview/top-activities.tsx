'use client';
import { useTranslations } from 'next-intl';
import { useActivities } from '@/lib/client/use-activities';
import { ActivitySkeleton } from './activity-skeleton';
import { Amount } from './amount';
import { useOverviewMember } from './use-overview-member';
import styles from './activities.module.css';

/** The activities that earned the member the most Räppli (from the statement's first page). */
export function TopActivities() {
  const t = useTranslations('overview');
  const { top, error } = useActivities(useOverviewMember().token);
  if (!top) return error ? <p className={styles.error}>{t('loadFailed')}</p> : <ActivitySkeleton rows={3} />;
  if (top.length === 0) return <p className={styles.error}>{t('topActivitiesEmpty')}</p>;
  return (
    <ol className={styles.list} data-testid="top-activities">
      {top.map((a) => (
        <li key={a.step} className={styles.row}>
          <span className={styles.what}>
            <span className={styles.reason}>{a.reason}</span>
            <span className={styles.meta}>{t('topCount', { count: a.count })}</span>
          </span>
          <Amount value={a.points} />
        </li>
      ))}
    </ol>
  );
}
