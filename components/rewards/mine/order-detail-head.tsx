import type { Order } from '@/lib/contracts/rewards';
import { OrderImage } from './order-media';
import { StateChip } from './state-chip';
import detail from './order-detail.module.css';

/** Picture, kind, title, sponsor and state of a coupon or pass. */
export function OrderDetailHead({ order, kicker }: { order: Order; kicker: string }) {
  return (
    <div className={detail.head}>
      <OrderImage reward={order.reward} size={96} />
      <div className={detail.headText}>
        <span className={detail.kicker}>{kicker}</span>
        <h1 className={detail.title}>{order.reward.title}</h1>
        {order.reward.sponsor ? <span className={detail.sponsor}>{order.reward.sponsor}</span> : null}
        <StateChip order={order} />
      </div>
    </div>
  );
}
