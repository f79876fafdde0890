'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Order, OrderActionResult } from '@/lib/contracts/rewards';
import type { SsoPair } from '@/lib/client/rewards-api';
import type { Platform } from '@/lib/domain/platform';
import { AppLink } from '@/components/ui/app-link';
import { Skeleton } from '@/components/ui/skeleton';
import button from '@/components/ui/button.module.css';
import { CancelDialog } from './cancel-dialog';
import { claimable, OrderItem } from './order-item';
import { useAddressQuery } from '@/lib/client/address-query';
import { useMyRewards, type MyRewardsTab } from './use-my-rewards';
import styles from './my-rewards.module.css';
import { ShowMoreButton } from '@/components/ui/show-more-button';

// The claim form (address step, contact lookup) loads when a member opens it, not with the list.
const ClaimDialog = dynamic(() => import('./claim-dialog').then((m) => m.ClaimDialog), { ssr: false });

type Props = { tab: MyRewardsTab; collectorToken: string; pair: SsoPair; platform: Platform };

/** One tab of my rewards: newest first, older ones with "Mehr anzeigen", cancel behind a confirmation. */
export function OrderList({ tab, collectorToken, pair, platform }: Props) {
  const t = useTranslations('myRewards');
  const { orders, hasMore, loadMore, loadingMore, error, refresh } = useMyRewards(collectorToken, tab);
  const [canceling, setCanceling] = useState<Order | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // ?claim={order id} (the raffle page's "Preis anfordern") opens that prize's claim, once.
  const query = useAddressQuery();
  const [claimAsked, setClaimAsked] = useState<number | null | undefined>(undefined);
  const asked = claimAsked === undefined ? Number(query?.get('claim')) || null : claimAsked;
  const claiming = orders?.find((o) => o.id === asked);

  const onClaimed = (result: OrderActionResult) => {
    setClaimAsked(null);
    setNotice(t('claim.notice', { title: result.order.reward.title }));
  };

  const onCanceled = (result: OrderActionResult) => {
    setCanceling(null);
    setNotice(t('canceled', { title: result.order.reward.title, cost: result.order.cost }));
  };

  return (
    <>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {!orders ? (
        error ? (
          <p className={styles.muted} role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className={styles.inlineButton} onClick={() => void refresh()}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <ListSkeleton />
        )
      ) : orders.length === 0 ? (
        <div className={styles.empty} data-testid="my-rewards-empty">
          <p className={styles.muted}>{tab === 'rewards' ? t('emptyRewards') : t('emptyRaffles')}</p>
          <AppLink className={`${button.button} ${button.secondary}`} href="/me/rewards">
            {t('toShop')}
          </AppLink>
        </div>
      ) : (
        <ul className={styles.list} data-testid="my-orders">
          {orders.map((order) => (
            <OrderItem key={order.id} order={order} platform={platform} onCancel={setCanceling} onClaim={(o) => setClaimAsked(o.id)} />
          ))}
        </ul>
      )}
      {orders && hasMore ? (
        <ShowMoreButton className={styles.more} loading={loadingMore} onMore={loadMore} label={t('showMore')} loadingLabel={t('loadingMore')} />
      ) : null}
      {claiming && claimable(claiming) ? (
        <ClaimDialog order={claiming} collectorToken={collectorToken} pair={pair} onClose={() => setClaimAsked(null)} onClaimed={onClaimed} />
      ) : null}
      {canceling ? (
        <CancelDialog order={canceling} collectorToken={collectorToken} pair={pair} onClose={() => setCanceling(null)} onCanceled={onCanceled} />
      ) : null}
    </>
  );
}

function ListSkeleton() {
  return (
    <div aria-hidden="true" data-testid="my-orders-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width={64} height={64} radius={10} />
          <span className={styles.skeletonText}>
            <Skeleton width="70%" height={18} />
            <Skeleton width="45%" height={14} />
            <Skeleton width={96} height={22} radius={999} />
          </span>
        </div>
      ))}
    </div>
  );
}
