import { useTranslations } from 'next-intl';
import type { Reward } from '@/lib/contracts/rewards';
import styles from './common.module.css';

/**
 * Why a reward is not on offer right now (sold out, not yet started, over), or that it is for
 * subscribers; nothing for a plain running reward. `locked`: exclusive and the member is no subscriber.
 * `missing`: the Räppli the member still lacks for it (a running reward they cannot afford yet).
 */
export function StateBadge({
  reward,
  locked = false,
  missing = null,
}: {
  reward: Pick<Reward, 'state' | 'starts_at' | 'exclusive'>;
  locked?: boolean;
  missing?: number | null;
}) {
  const t = useTranslations('shop.badge');
  const state =
    reward.state === 'sold_out'
      ? t('sold_out')
      : reward.state === 'over'
        ? t('over')
        : reward.state === 'not_started' && reward.starts_at
          ? t('not_started', { date: new Date(reward.starts_at) })
          : null;
  if (!state && !reward.exclusive && !missing) return null;
  return (
    <span className={styles.badges}>
      {state ? (
        <span className={`${styles.badge} ${styles.badgeState}`} data-testid="state-badge">
          {state}
        </span>
      ) : null}
      {missing && !state ? (
        <span className={`${styles.badge} ${styles.badgeLocked}`} data-testid="missing-badge">
          {t('missing', { points: missing })}
        </span>
      ) : null}
      {reward.exclusive ? (
        <span className={`${styles.badge} ${locked ? styles.badgeLocked : styles.badgeExclusive}`} data-testid="exclusive-badge">
          {locked ? t('locked') : t('exclusive')}
        </span>
      ) : null}
    </span>
  );
}
