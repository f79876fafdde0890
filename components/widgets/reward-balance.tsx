'use client';
import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { MemberNotice } from './member-notice';
import { useWidgetMember } from './use-widget-member';
import styles from './widgets.module.css';

/** The member's balance against a reward's price: enough, or how many Räppli are missing. */
export function RewardBalance({ cost }: { cost: number }) {
  const t = useTranslations('widgets');
  const member = useWidgetMember();
  const points = member.me?.points_available ?? 0;
  return (
    <div className={styles.twoLines}>
      {member.state === 'loading' ? (
        <Skeleton width="80%" height={40} />
      ) : member.state !== 'ready' ? (
        <MemberNotice member={member} />
      ) : (
        <p className={styles.notice} data-testid="widget-reward-balance">
          {t('yourBalance', { points })} {points >= cost ? t('canAfford') : t('missing', { missing: cost - points })}
        </p>
      )}
    </div>
  );
}
