// Rewards, raffles and my-rewards as state machines (docs/product.md §8.4, §9).
export const REWARD_TYPES = ['buy', 'raffle', 'fund', 'none'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];
export const DELIVERY_TYPES = ['digital', 'delivery', 'external', 'coupon', 'custom', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** A reward, raffle or special: not yet started, running, over or sold out. */
export type Availability = 'not_started' | 'running' | 'over' | 'sold_out';

export function availability(r: { startsAt: Date | null; endsAt: Date | null; stockLeft: number | null }, now: Date): Availability {
  if (r.startsAt && now < r.startsAt) return 'not_started';
  if (r.endsAt && now >= r.endsAt) return 'over';
  if (r.stockLeft !== null && r.stockLeft <= 0) return 'sold_out';
  return 'running';
}

/** My-reward (order) states, the same four for every delivery type; their labels differ. */
export type OrderState = 'waiting' | 'active' | 'done' | 'canceled';
export type OrderEvent = 'activate' | 'complete' | 'cancel' | 'expire';

const TRANSITIONS: Record<OrderState, Partial<Record<OrderEvent, OrderState>>> = {
  waiting: { activate: 'active', complete: 'done', cancel: 'canceled', expire: 'canceled' },
  active: { complete: 'done', cancel: 'canceled', expire: 'canceled' },
  done: {},
  canceled: {},
};

/** The next state, or null when the event is not allowed in this state. */
export function nextOrderState(state: OrderState, event: OrderEvent): OrderState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** A member may cancel what is not yet picked up or sent (docs/product.md §9.5): shipped, digital and pickup rewards before done. */
export function memberMayCancel(delivery: DeliveryType, state: OrderState): boolean {
  return (delivery === 'digital' || delivery === 'delivery' || delivery === 'pickup') && (state === 'waiting' || state === 'active');
}

/** Raffle tickets: pending until the draw, then won or lost; a won prize not collected in time expires. */
export type RaffleState = 'pending' | 'won' | 'lost' | 'expired' | 'canceled';
