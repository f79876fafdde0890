'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contracts/rewards';
import { COUPON_SHOW_MINUTES } from '@/lib/domain/redeem';
import button from '@/components/ui/button.module.css';
import { OrderDetailShell, type OrderPage } from '@/components/rewards/mine/order-detail-shell';
import { useRefreshAt } from '@/components/rewards/mine/use-order-page';
import detail from '@/components/rewards/mine/order-detail.module.css';
import { RedeemDialog } from './redeem-dialog';
import { lastMomentBefore } from '@/lib/domain/business-time';

/** /me/rewards/detail/coupon/{order id}: valid until, redeem once behind the activation modal, then the code. */
export function CouponDetail() {
  const t = useTranslations('myRewards.coupon');
  return <OrderDetailShell delivery="coupon" kicker={t('kicker')} body={(order, page) => <CouponBody order={order} page={page} />} />;
}

function CouponBody({ order, page }: { order: Order; page: OrderPage }) {
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
              {t('validUntil', { date: lastMomentBefore(validUntil) })}
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
            {validUntil ? t('expired', { date: lastMomentBefore(validUntil) }) : t('expiredNoDate')}
          </p>
        </div>
      );
  }
}
