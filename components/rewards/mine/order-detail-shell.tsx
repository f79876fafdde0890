'use client';
import type { ReactNode } from 'react';
import type { Order } from '@/lib/contracts/rewards';
import { Card } from '@/components/ui/card';
import { LoginHint } from './login-hint';
import { SignInProblem } from '@/components/session/sign-in-problem';
import { OrderDetailHead } from './order-detail-head';
import { OrderDetailSkeleton, OrderProblem } from './order-page-states';
import { useOrderPage } from './use-order-page';

export type OrderPage = ReturnType<typeof useOrderPage>;

/**
 * The order of a coupon or pass page (/me/rewards/detail/{coupon|custom}/{order id}), inside
 * OrderDetailFrame: login hint, loading, errors, an order of the other kind; `body` renders the order.
 */
export function OrderDetailShell({
  delivery,
  kicker,
  body,
}: {
  delivery: 'coupon' | 'custom';
  kicker: string;
  body: (order: Order, page: OrderPage) => ReactNode;
}) {
  const page = useOrderPage();
  const { order } = page;
  if (page.anonymous) return <LoginHint detail />;
  if (order && order.reward.delivery !== delivery) return <OrderProblem kind={delivery} onRetry={page.refresh} />;
  if (order) {
    return (
      <>
        <SignInProblem />
        <Card>
          <OrderDetailHead order={order} kicker={kicker} />
          {body(order, page)}
        </Card>
      </>
    );
  }
  return page.error ? <OrderProblem error={page.error} onRetry={page.refresh} /> : <OrderDetailSkeleton kicker={kicker} />;
}
