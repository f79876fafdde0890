'use client';
import type { ReactNode } from 'react';
import type { Order } from '@/lib/contracts/rewards';
import { Card } from '@/components/ui/card';
import { LoginHint } from './login-hint';
import { OrderDetailHead } from './order-detail-head';
import { BackToMyRewards, OrderDetailSkeleton, OrderProblem } from './order-page-states';
import { useOrderPage } from './use-order-page';
import detail from './order-detail.module.css';

export type OrderPage = ReturnType<typeof useOrderPage>;

/**
 * The frame of a coupon or pass page (/me/rewards/detail/{coupon|custom}/{order id}): back link,
 * login hint, loading, errors, an order of the other kind; `body` renders the order itself.
 */
export function OrderDetailShell({ delivery, kicker, body }: { delivery: 'coupon' | 'custom'; kicker: string; body: (order: Order, page: OrderPage) => ReactNode }) {
  const page = useOrderPage();
  const { order } = page;
  return (
    <div className={detail.stack}>
      <BackToMyRewards />
      {page.anonymous ? (
        <LoginHint detail />
      ) : order && order.reward.delivery !== delivery ? (
        <OrderProblem kind={delivery === 'coupon' ? 'custom' : 'coupon'} onRetry={page.refresh} />
      ) : order ? (
        <Card>
          <OrderDetailHead order={order} kicker={kicker} />
          {body(order, page)}
        </Card>
      ) : page.error ? (
        <OrderProblem error={page.error} onRetry={page.refresh} />
      ) : (
        <OrderDetailSkeleton />
      )}
    </div>
  );
}
