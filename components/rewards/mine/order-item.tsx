'use client';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contracts/rewards';
import { AppLink } from '@/components/ui/app-link';
import { externalLink, type Platform } from '@/lib/domain/platform';
import { usePublicConfig } from '@/lib/client/public-config';
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

/** A won prize the winner has not claimed yet (and still can). */
export const claimable = (order: Order): order is Order & { prize: NonNullable<Order['prize']> } =>
  order.prize !== null && order.prize.claimed_at === null && order.state === 'waiting';

/** A won prize: until when to claim it, or how it comes once claimed (docs/product.md §9.8). */
function PrizeText({ order }: { order: Order }) {
  const t = useTranslations('myRewards.claim');
  if (order.raffle_state === 'expired') return <p className={styles.meta}>{t('expired')}</p>;
  const prize = order.prize;
  if (!prize) return null;
  if (order.state === 'done') return <p className={styles.meta}>{t(`done.${prize.needs}`)}</p>;
  if (prize.claimed_at) {
    return (
      <p className={styles.meta} data-testid="prize-claimed">
        {t(`claimed.${prize.needs}`, { date: new Date(prize.claimed_at) })}
      </p>
    );
  }
  // A prize not claimed by then expires: the winner must see the date.
  return order.valid_until ? (
    <p className={styles.meta} data-testid="collect-by">
      {t('by', { date: lastMomentBefore(order.valid_until) })}
    </p>
  ) : null;
}

/** One of my rewards: picture, title, date, cost, state, coupon date and what the member can do with it. */
export function OrderItem({
  order,
  platform,
  onCancel,
  onClaim,
}: {
  order: Order;
  platform: Platform;
  onCancel: (order: Order) => void;
  onClaim: (order: Order) => void;
}) {
  const t = useTranslations('myRewards');
  const detail = orderDetailHref(order);
  const { uri_scheme } = usePublicConfig();
  const external = order.external_url && order.state !== 'canceled' ? externalLink(platform, uri_scheme, order.external_url) : null;
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
          <PrizeText order={order} />
        </div>
      </div>
      {detail || external || order.can_cancel || order.raffle_state ? (
        <div className={styles.actions}>
          {claimable(order) ? (
            <button type="button" className={`${button.button} ${styles.small}`} onClick={() => onClaim(order)} data-testid="claim-start">
              {t('claim.start')}
            </button>
          ) : null}
          {order.raffle_state ? (
            <AppLink className={`${button.button} ${button.secondary} ${styles.small}`} href={`/me/rewards/detail/${order.reward.id}`}>
              {t('toRaffle')}
            </AppLink>
          ) : null}
          {detail ? (
            <AppLink className={`${button.button} ${button.secondary} ${styles.small}`} href={detail}>
              {order.reward.delivery === 'coupon' ? t('showCoupon') : t('showPass')}
            </AppLink>
          ) : null}
          {external ? (
            <a
              className={`${button.button} ${button.secondary} ${styles.small}`}
              href={external.href}
              target={external.target}
              rel={external.rel && 'noopener noreferrer'}
            >
              {t('openExternal')}
              {external.target === '_blank' ? <span className="visually-hidden"> {t('opensNewTab')}</span> : null}
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
