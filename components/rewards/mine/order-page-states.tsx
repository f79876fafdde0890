'use client';
import { useTranslations } from 'next-intl';
import { ApiClientError } from '@/lib/client/api-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './my-rewards.module.css';
import detail from './order-detail.module.css';

/** A coupon or pass page that cannot show its order: not mine, not of the page's `kind`, or the load failed. */
export function OrderProblem({ error, kind, onRetry }: { error?: ApiClientError; kind?: 'coupon' | 'custom'; onRetry: () => void }) {
  const t = useTranslations('myRewards');
  const app = useTranslations('app');
  const notFound = error?.code === 'ORDER_NOT_FOUND' || error?.status === 404;
  return (
    <Card>
      <p className={styles.muted} role="alert" data-testid="order-problem">
        {kind ? t('wrongKind', { kind }) : notFound ? t('notFound') : error?.code === 'NETWORK_ERROR' ? app('noConnection') : t('loadFailed')}
        {!kind && !notFound ? (
          <>
            {' '}
            <button type="button" className={styles.inlineButton} onClick={onRetry}>
              {t('retry')}
            </button>
          </>
        ) : null}
      </p>
    </Card>
  );
}

/** The size of a loaded coupon or pass card, so nothing jumps when it arrives; the kind is known already. */
export function OrderDetailSkeleton({ kicker }: { kicker: string }) {
  return (
    <Card>
      <div className={detail.head} aria-hidden="true" data-testid="order-loading">
        <Skeleton width={96} height={96} radius={12} />
        <span className={detail.headText}>
          <span className={detail.kicker}>{kicker}</span>
          <Skeleton width="90%" height={24} />
          <Skeleton width={110} height={22} radius={999} />
        </span>
      </div>
      <div className={detail.body}>
        <Skeleton height={20} width="70%" />
        <Skeleton height={48} radius={999} />
      </div>
    </Card>
  );
}
