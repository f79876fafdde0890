'use client';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { useApi } from '@/lib/client/use-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import type { SpecialDetail } from '@/lib/contracts/specials';
import { progressPercent, specialProgress } from '@/lib/domain/special-progress';
import { MemberNotice } from './member-notice';
import { useWidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/** The member's progress in the special (GET /api/specials/{slug}); a bar and a line, their place kept while loading. */
export function SpecialMemberProgress({ slug }: { slug: string }) {
  const t = useTranslations('widgets');
  const member = useWidgetMember();
  const { collectorToken } = useSessionQuery();
  const ready = member.state === 'ready';
  const { data, error } = useApi<SpecialDetail>(ready ? `/specials/${slug}` : null, collectorToken);
  const progress = data ? specialProgress(data.kind, data.detail) : null;
  let content;
  if (member.state !== 'ready' && member.state !== 'loading') content = <MemberNotice member={member} />;
  else if (!data && !error) content = <Skeleton width="100%" height={44} />;
  else if (!progress || progress.of === 0) content = <p className={styles.notice}>{t('progressNone')}</p>;
  else
    content = (
      <>
        <div className={styles.bar} role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progressPercent(progress)}>
          <div className={styles.barFill} style={{ width: `${progressPercent(progress)}%` }} />
        </div>
        <p className={styles.notice} data-testid="widget-special-progress">
          {t(progress.unit === 'days' ? 'progressDays' : 'progressGoals', { done: progress.done, of: progress.of })}
        </p>
      </>
    );
  return (
    <div className={styles.progress} data-testid="widget-special-member">
      {content}
    </div>
  );
}
