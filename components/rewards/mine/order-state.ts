// Which German state label an order of "my rewards" shows (docs/product.md §9.4): the four order states are the
// same for every delivery type, their words differ; raffle tickets show the raffle state instead.
import type { Order } from '@/lib/contracts/rewards';

export type LabelGroup = 'shipped' | 'pickup' | 'coupon' | 'custom' | 'external' | 'fund';

type LabelOrder = Pick<Order, 'state' | 'raffle_state'> & { reward: Pick<Order['reward'], 'type' | 'delivery'> };

export type OrderLabel = { group: LabelGroup; state: Order['state'] } | { group: 'raffle'; state: NonNullable<Order['raffle_state']> };

/** The message group of an order: donations say "gespendet", external links "eingelöst" (docs/product.md §9.4 leaves both open). */
export function labelGroup(order: Pick<LabelOrder, 'reward'>): LabelGroup {
  if (order.reward.type === 'fund') return 'fund';
  switch (order.reward.delivery) {
    case 'digital':
    case 'delivery':
      return 'shipped';
    default:
      return order.reward.delivery;
  }
}

export function orderLabel(order: LabelOrder): OrderLabel {
  if (order.raffle_state) return { group: 'raffle', state: order.raffle_state };
  return { group: labelGroup(order), state: order.state };
}

/** A tone for the state chip: what needs the member's action, what is settled, what is lost. */
export function labelTone(label: OrderLabel): 'action' | 'ok' | 'neutral' | 'muted' {
  if (label.group === 'raffle') return label.state === 'won' ? 'ok' : label.state === 'pending' ? 'neutral' : 'muted';
  if (label.state === 'canceled') return 'muted';
  if (label.state === 'waiting' && (label.group === 'coupon' || label.group === 'custom')) return 'action';
  if (label.state === 'active' && label.group === 'pickup') return 'action';
  return label.state === 'done' || label.state === 'active' ? 'ok' : 'neutral';
}

/** Where the member looks at one order: coupons and passes have their own pages. */
export function orderDetailHref(order: Pick<Order, 'id' | 'raffle_state'> & { reward: Pick<Order['reward'], 'delivery'> }): string | null {
  if (order.raffle_state) return null;
  if (order.reward.delivery === 'coupon') return `/me/rewards/detail/coupon/${order.id}`;
  if (order.reward.delivery === 'custom') return `/me/rewards/detail/custom/${order.id}`;
  return null;
}
