'use client';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { useApi } from '@/lib/client/use-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import type { SpecialDetail } from '@/lib/contracts/specials';
import { SignInAction } from '@/components/session/sign-in-action';
import { progressPercent, specialProgress } from '@/lib/domain/special-progress';
import { specialWidgetLine } from '@/lib/domain/widget-lines';
import { MemberNotice } from './member-notice';
import { useWidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/**
 * The member's progress in the special (GET /api/specials/{slug}); a bar and a line, their place kept
 * while loading. An anonymous reader of a calendar is asked to sign in (lib/domain/widget-lines.ts).
 */
export function SpecialMemberProgress({ slug }: { slug: string }) {
  const t = useTranslations('widgets');
  const member = useWidgetMember();
  const { collectorToken } = useSessionQuery();
  const ready = member.state === 'ready';
  const { data, error } = useApi<SpecialDetail>(ready ? `/specials/${slug}` : null, collectorToken);
  const line = specialWidgetLine(data ? specialProgress(data.kind, data.detail) : null, member.me?.anonymous ?? false);
  let content;
  if (member.state !== 'ready' && member.state !== 'loading') content = <MemberNotice member={member} />;
  else if (!data && !error) content = <Skeleton width="100%" height={44} />;
  else if (line.kind === 'sign_in')
    content = (
      <p className={styles.notice} data-testid="widget-special-sign-in">
        {t('specialSignIn')} <SignInAction variant="link" />
      </p>
    );
  else if (line.kind === 'none') content = <p className={styles.notice}>{t('progressNone')}</p>;
  else {
    const { progress } = line;
    content = (
      <>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progressPercent(progress)}
        >
          <div className={styles.barFill} style={{ width: `${progressPercent(progress)}%` }} />
        </div>
        <p className={styles.notice} data-testid="widget-special-progress">
          {t(progress.unit === 'days' ? 'progressDays' : 'progressGoals', { done: progress.done, of: progress.of })}
        </p>
      </>
    );
  }
  return (
    <div className={styles.progress} data-testid="widget-special-member">
      {content}
    </div>
  );
}
