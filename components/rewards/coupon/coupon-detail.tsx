'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contracts/rewards';
import { COUPON_SHOW_MINUTES } from '@/lib/domain/redeem';
import { Card } from '@/components/ui/card';
import button from '@/components/ui/button.module.css';
import { LoginHint } from '@/components/rewards/mine/login-hint';
import { OrderDetailHead } from '@/components/rewards/mine/order-detail-head';
import { BackToMyRewards, OrderDetailSkeleton, OrderProblem } from '@/components/rewards/mine/order-page-states';
import { useOrderPage, useRefreshAt } from '@/components/rewards/mine/use-order-page';
import detail from '@/components/rewards/mine/order-detail.module.css';
import { RedeemDialog } from './redeem-dialog';

/** /me/rewards/detail/coupon/{order id}: valid until, redeem once behind the activation modal, then the code. */
export function CouponDetail() {
  const t = useTranslations('myRewards.coupon');
  const page = useOrderPage();
  const { order } = page;
  return (
    <div className={detail.stack}>
      <BackToMyRewards />
      {page.anonymous ? (
        <LoginHint detail />
      ) : order && order.reward.delivery !== 'coupon' ? (
        <OrderProblem kind="custom" onRetry={page.refresh} />
      ) : order ? (
        <Card>
          <OrderDetailHead order={order} kicker={t('kicker')} />
          <CouponBody order={order} page={page} />
        </Card>
      ) : page.error ? (
        <OrderProblem error={page.error} onRetry={page.refresh} />
      ) : (
        <OrderDetailSkeleton />
      )}
    </div>
  );
}

function CouponBody({ order, page }: { order: Order; page: ReturnType<typeof useOrderPage> }) {
  const t = useTranslations('myRewards.coupon');
  const [asking, setAsking] = useState(false);
  const [justRedeemed, setJustRedeemed] = useState(false);
  const codeRef = useRef<HTMLDivElement>(null);
  useRefreshAt(order.state === 'active' ? order.active_until : order.state === 'waiting' ? order.valid_until : null, page.refresh);
  // After the modal closes its trigger is gone: take focus to the code the member came for.
  useEffect(() => {
    if (justRedeemed) codeRef.current?.focus();
  }, [justRedeemed]);

  const validUntil = order.valid_until ? new Date(order.valid_until) : null;
  switch (order.state) {
    case 'waiting':
      return (
        <div className={detail.body}>
          {validUntil ? (
            <p className={detail.strong} data-testid="coupon-valid-until">
              {t('validUntil', { date: validUntil })}
            </p>
          ) : null}
          <p className={detail.muted}>{t('hint', { minutes: COUPON_SHOW_MINUTES })}</p>
          <button type="button" className={button.button} onClick={() => setAsking(true)}>
            {t('redeem')}
          </button>
          {asking ? (
            <RedeemDialog
              order={order}
              collectorToken={page.token}
              pair={page.pair}
              onClose={() => setAsking(false)}
              onRedeemed={(result) => {
                setAsking(false);
                setJustRedeemed(true);
                page.update(result.order);
              }}
            />
          ) : null}
        </div>
      );
    case 'active':
      return (
        <div className={detail.body}>
          <div className={detail.code} ref={codeRef} tabIndex={-1} data-testid="coupon-code-box">
            <span className={detail.codeLabel}>{t('codeLabel')}</span>
            <span className={detail.codeValue} data-testid="coupon-code">
              {order.coupon_code}
            </span>
            <span className={detail.redeemed}>{t('redeemed')}</span>
          </div>
          {order.active_until ? (
            <p className={detail.muted} data-testid="coupon-shown-until">
              {t('shownUntil', { date: new Date(order.active_until) })}
            </p>
          ) : null}
        </div>
      );
    case 'done':
      return (
        <div className={detail.body}>
          <p className={detail.strong}>{order.used_at ? t('redeemedAt', { date: new Date(order.used_at) }) : t('redeemed')}</p>
        </div>
      );
    case 'canceled':
      return (
        <div className={detail.body}>
          <p className={detail.lost} data-testid="coupon-expired">
            {validUntil ? t('expired', { date: validUntil }) : t('expiredNoDate')}
          </p>
        </div>
      );
  }
}
