'use client';
import { useTranslations } from 'next-intl';
import { useActivities } from '@/lib/client/use-activities';
import { useAnchorJump } from '@/lib/client/use-anchor-jump';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { ActivitySkeleton } from './activity-skeleton';
import { Amount } from './amount';
import { useOverviewMember } from './use-overview-member';
import styles from './activities.module.css';

/** The points statement: newest ledger entries first, older ones page by page ("Mehr anzeigen"). */
export function Statement() {
  const t = useTranslations('overview');
  const { entries, hasMore, loadMore, loadingMore, error, retry } = useActivities(useOverviewMember().token);
  // /me/overview#statement (the card's id in overview.tsx): land on the lines, not on their skeleton.
  useAnchorJump('statement', Boolean(entries || error));
  if (!entries) return error ? <LoadFailed onRetry={retry} /> : <ActivitySkeleton rows={3} />;
  if (entries.length === 0) return <p className={styles.error}>{t('statementEmpty')}</p>;
  return (
    <>
      <ul className={styles.list} data-testid="statement">
        {entries.map((e) => (
          <li key={e.id} className={styles.row}>
            <span className={styles.what}>
              <span className={styles.reason}>{e.reason}</span>
              <span className={styles.meta}>{t('activityDate', { date: new Date(e.created_at) })}</span>
            </span>
            <Amount value={e.amount} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <ShowMoreButton className={styles.more} loading={loadingMore} onMore={loadMore} label={t('showMore')} loadingLabel={t('loadingMore')} />
      ) : null}
    </>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('overview');
  return (
    <p className={styles.error} role="status">
      {t('loadFailed')}{' '}
      <button type="button" className={styles.inlineButton} onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
