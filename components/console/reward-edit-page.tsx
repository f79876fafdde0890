'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useConsoleReward } from '@/lib/client/console-api';
import { useApiErrorText } from '@/lib/client/use-api-error-text';
import { RewardEditor, type Notice } from './reward-editor';
import styles from './console.module.css';

/** /console/rewards/{id}: the reward loaded, then its editor (a fresh form for each version saved). */
export function RewardEditPage({ id }: { id: number }) {
  const t = useTranslations('console');
  const errorText = useApiErrorText();
  const reward = useConsoleReward(Number.isSafeInteger(id) && id > 0 ? id : null);
  // Each saved version starts a fresh form (nothing unsaved), with what was said about the last step.
  const [version, setVersion] = useState<{ n: number; notice: Notice | null }>({ n: 0, notice: null });
  if (reward.error) {
    return (
      <p className={styles.notice} data-tone="error" role="alert">
        {errorText(reward.error)}
      </p>
    );
  }
  if (!reward.data) return <p className={styles.muted}>{t('loading')}</p>;
  return (
    <RewardEditor
      key={version.n}
      reward={reward.data}
      notice={version.notice}
      onChange={(r, notice) => {
        void reward.mutate(r, { revalidate: false });
        setVersion({ n: version.n + 1, notice });
      }}
    />
  );
}
