'use client';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { externalLinkTarget, type Platform } from '@/lib/domain/platform';
import button from '@/components/ui/button.module.css';
import { OrderImage } from './order-media';
import { StateChip } from './state-chip';
import { orderDetailHref } from './order-state';
import styles from './my-rewards.module.css';
import { lastMomentBefore } from '@/lib/domain/business-time';

/** What the order cost: Räppli (or free), tickets for raffles, the donated amount for funds. */
function OrderCost({ order }: { order: Order }) {
  const t = useTranslations('myRewards');
  if (order.reward.type === 'fund') return <>{t('donated', { amount: order.amount })}</>;
  const cost = order.cost === 0 ? t('free') : t('cost', { cost: order.cost });
  if (order.reward.type === 'raffle') return <>{`${t('tickets', { units: order.units })} · ${cost}`}</>;
  return <>{order.units > 1 ? `${t('units', { units: order.units })} · ${cost}` : cost}</>;
}

/** One of my rewards: picture, title, date, cost, state, coupon date and what the member can do with it. */
export function OrderItem({ order, platform, onCancel }: { order: Order; platform: Platform; onCancel: (order: Order) => void }) {
  const t = useTranslations('myRewards');
  const detail = orderDetailHref(order);
  const external = order.external_url && order.state !== 'canceled' ? order.external_url : null;
  const target = externalLinkTarget(platform);
  const showValidUntil = order.reward.delivery !== 'delivery' && order.valid_until && order.state === 'waiting' && !order.raffle_state;
  return (
    <li className={styles.item} data-testid="my-order" data-order-id={order.id}>
      <div className={styles.itemHead}>
        <OrderImage reward={order.reward} />
        <div className={styles.itemText}>
          <h3 className={styles.itemTitle}>{order.reward.title}</h3>
          <p className={styles.meta}>
            <time dateTime={order.created_at}>{t('orderedAt', { date: new Date(order.created_at) })}</time>
            {' · '}
            <span data-testid="order-cost">
              <OrderCost order={order} />
            </span>
          </p>
          <StateChip order={order} />
          {showValidUntil ? <p className={styles.meta}>{t('validUntil', { date: lastMomentBefore(order.valid_until!) })}</p> : null}
          {order.raffle_state === 'won' && order.state === 'waiting' && order.valid_until ? (
            // A prize not collected by then expires (docs/product.md §9.8): the winner must see the date.
            <p className={styles.meta} data-testid="collect-by">
              {t('collectBy', { date: lastMomentBefore(order.valid_until) })}
            </p>
          ) : null}
        </div>
      </div>
      {detail || external || order.can_cancel ? (
        <div className={styles.actions}>
          {detail ? (
            <AppLink className={`${button.button} ${button.secondary} ${styles.small}`} href={detail}>
              {order.reward.delivery === 'coupon' ? t('showCoupon') : t('showPass')}
            </AppLink>
          ) : null}
          {external ? (
            <a className={`${button.button} ${button.secondary} ${styles.small}`} href={external} target={target} rel="noopener noreferrer">
              {t('openExternal')}
              {target === '_blank' ? <span className="visually-hidden"> {t('opensNewTab')}</span> : null}
            </a>
          ) : null}
          {order.can_cancel ? (
            <button type="button" className={`${button.button} ${button.secondary} ${styles.small}`} onClick={() => onCancel(order)}>
              {t('cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
