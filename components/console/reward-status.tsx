'use client';
import { useTranslations } from 'next-intl';
import type { ConsoleReward } from '@/lib/contracts/console';
import styles from './console.module.css';

/** Where a reward stands for editors: draft, published (with pending edits), paused, archived. */
export function RewardStatus({ reward }: { reward: Pick<ConsoleReward, 'status' | 'suspended' | 'draft'> }) {
  const t = useTranslations('console.status');
  const tone = reward.status === 'published' ? 'ok' : reward.status === 'archived' ? 'muted' : undefined;
  return (
    <span className={styles.chips} data-testid="reward-status">
      <span className={styles.chip} data-tone={tone}>
        {t(reward.status)}
      </span>
      {reward.status !== 'archived' && reward.suspended ? (
        <span className={styles.chip} data-tone="warn">
          {t('paused')}
        </span>
      ) : null}
      {reward.status === 'published' && reward.draft ? (
        <span className={styles.chip} data-tone="warn">
          {t('pendingDraft')}
        </span>
      ) : null}
    </span>
  );
}
