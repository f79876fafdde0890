'use client';
import { useTranslations } from 'next-intl';
import type { ConsoleReward } from '@/lib/contracts/console';
import styles from './console.module.css';

/**
 * Where a reward or a content item stands for editors: draft, published (with pending edits),
 * paused (rewards only), archived. Content items name pending edits "Entwurf ausstehend".
 */
export function RewardStatus({
  reward,
  pending = 'pendingDraft',
  testId = 'reward-status',
}: {
  reward: Pick<ConsoleReward, 'status'> & { draft: unknown; suspended?: boolean };
  pending?: 'pendingDraft' | 'draftPending';
  testId?: string;
}) {
  const t = useTranslations('console.status');
  const tone = reward.status === 'published' ? 'ok' : reward.status === 'archived' ? 'muted' : undefined;
  return (
    <span className={styles.chips} data-testid={testId}>
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
          {t(pending)}
        </span>
      ) : null}
    </span>
  );
}
