'use client';
import { useTranslations } from 'next-intl';
import { useRewards } from '@/lib/client/rewards-api';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { AppLink } from '@/components/ui/app-link';
import { RewardGrid } from './reward-grid';
import { LoadFailed } from './load-failed';
import styles from './shop.module.css';

/**
 * /me/rewards/vplus: the exclusive rewards. The server says who subscribes; the is_pur_abo flag
 * of the address only lifts the lock shown here (the server still refuses a non-subscriber).
 */
export function VplusShop() {
  const t = useTranslations('shop');
  const { collectorToken, purAbo } = useSessionQuery();
  const list = useRewards(collectorToken, { exclusive: true });
  const subscriber = list.data?.subscriber ?? false;
  const locked = !(subscriber || purAbo);
  return (
    <div className={styles.stack}>
      <AppLink href="/me/rewards" className={styles.back}>
        ‹ {t('backToShop')}
      </AppLink>
      <header>
        <h1 className={styles.title}>{t('vplusTitle')}</h1>
        <p className={styles.intro}>{t('vplusIntro')}</p>
      </header>
      {list.error && !list.data ? (
        <LoadFailed onRetry={() => void list.mutate()} />
      ) : (
        <>
          <p className={`${styles.notice} ${list.data && locked ? styles.noticeLocked : ''}`} data-testid="vplus-hint" role="status">
            {!list.data ? '\u00a0' : locked ? t('vplusLocked') : t('vplusUnlocked')}
          </p>
          {list.data?.items.length === 0 ? <p className={styles.intro}>{t('empty')}</p> : <RewardGrid items={list.data?.items} locked={locked} skeletons={2} />}
        </>
      )}
    </div>
  );
}
