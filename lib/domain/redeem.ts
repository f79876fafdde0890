// The pure rules of a redeem (spec §4, §5, §8): what a reserve request asks for, what it costs,
// which contact fields it needs, and the reason a reward cannot be redeemed right now.
import type { Availability, DeliveryType, RewardType } from './reward-states';

export type RedeemReward = {
  type: RewardType;
  delivery: DeliveryType;
  cost: number;
  exclusive: boolean;
  suspended: boolean;
  specialSlug: string | null;
};

/** The Advent calendar special: its door raffles point to today's door when over. */
export const ADVENT_SLUG = 'adventskalender';

export type RedeemAsk = { quantity?: number; tickets?: number; amount?: number };

export type RedeemError =
  | 'TYPE_NOT_ALLOWED'
  | 'REWARD_SUSPENDED'
  | 'SUBSCRIBERS_ONLY'
  | 'CANNOT_BE_BOUGHT'
  | 'CANNOT_BE_FUNDED'
  | 'RAFFLE_NOT_STARTED'
  | 'RAFFLE_OVER'
  | 'RAFFLE_OVER_ADVENT'
  | 'SOLD_OUT';

/**
 * Units held and Räppli charged: buy and pickup take a quantity (default 1), raffles tickets
 * (default 1), funds an amount of Räppli (required; one "unit" of participation). A field that
 * does not belong to the reward's type is TYPE_NOT_ALLOWED.
 */
export function redeemUnits(reward: Pick<RedeemReward, 'type' | 'cost'>, ask: RedeemAsk): { units: number; amount: number; cost: number } | 'TYPE_NOT_ALLOWED' {
  const has = (k: keyof RedeemAsk) => ask[k] !== undefined;
  switch (reward.type) {
    case 'buy':
    case 'none': {
      if (has('tickets') || has('amount')) return 'TYPE_NOT_ALLOWED';
      const units = ask.quantity ?? 1;
      return { units, amount: 0, cost: units * reward.cost };
    }
    case 'raffle': {
      if (has('quantity') || has('amount')) return 'TYPE_NOT_ALLOWED';
      const units = ask.tickets ?? 1;
      return { units, amount: 0, cost: units * reward.cost };
    }
    case 'fund': {
      if (has('quantity') || has('tickets') || !has('amount')) return 'TYPE_NOT_ALLOWED';
      const amount = ask.amount!;
      return { units: 1, amount, cost: amount * Math.max(reward.cost, 1) };
    }
  }
}

/** Why this reward cannot be redeemed now (null = it can), in the order a member should hear it. */
export function redeemBlocker(reward: RedeemReward, state: Availability, subscriber: boolean): RedeemError | null {
  if (reward.delivery === 'external' && reward.type !== 'buy') return 'TYPE_NOT_ALLOWED';
  if (reward.suspended) return 'REWARD_SUSPENDED';
  if (reward.exclusive && !subscriber) return 'SUBSCRIBERS_ONLY';
  if (state === 'running') return null;
  if (reward.type === 'raffle') {
    if (state === 'not_started') return 'RAFFLE_NOT_STARTED';
    if (state === 'over') return reward.specialSlug === ADVENT_SLUG ? 'RAFFLE_OVER_ADVENT' : 'RAFFLE_OVER';
  }
  if (state === 'sold_out') return 'SOLD_OUT';
  return reward.type === 'fund' ? 'CANNOT_BE_FUNDED' : 'CANNOT_BE_BOUGHT';
}

export type ContactField = 'address' | 'email' | 'telephone' | 'accept_terms';

/**
 * Contact details a redeem needs (spec §5): an address for shipped rewards (and shipped raffle
 * prizes), an email for digital ones and for raffles (winners are told by mail), the accepted
 * terms for raffles. Telephone is optional everywhere.
 */
export function requiredContact(reward: Pick<RedeemReward, 'type' | 'delivery'>): ContactField[] {
  if (reward.type === 'fund') return [];
  const fields: ContactField[] = [];
  if (reward.delivery === 'delivery') fields.push('address');
  if (reward.delivery === 'digital' || reward.type === 'raffle') fields.push('email');
  if (reward.type === 'raffle') fields.push('accept_terms');
  return fields;
}

export type OrderDates = { validUntil: Date | null; activeUntil: Date | null };

/** The state an order starts in after confirm; donations and external links are done at once. */
export function initialOrderState(reward: Pick<RedeemReward, 'type' | 'delivery'>): 'waiting' | 'done' {
  if (reward.type === 'fund' || reward.delivery === 'external') return 'done';
  return 'waiting';
}

/** A redeemed coupon stays on screen this long (active), then counts as redeemed (done). */
export const COUPON_SHOW_MINUTES = 15;
/** An activated pass gives premium reading for this long (spec §9). */
export const PASS_HOURS = 24;
/** A won raffle prize must be collected within this many months (spec §9). */
export const PRIZE_COLLECT_MONTHS = 1;
/** A reservation holds stock and limits this long. */
export const RESERVATION_MINUTES = 10;

/**
 * The state an order is in at `now`: coupons and passes move on by time (an unredeemed coupon
 * past its date is missed, a shown coupon becomes redeemed, a pass becomes used up). The stored
 * state catches up in the periodic job; readers use this so the page is right in between.
 */
export function effectiveOrderState(
  o: { delivery: DeliveryType; state: 'waiting' | 'active' | 'done' | 'canceled' } & OrderDates,
  now: Date,
): 'waiting' | 'active' | 'done' | 'canceled' {
  if (o.delivery !== 'coupon' && o.delivery !== 'custom') return o.state;
  if (o.state === 'waiting' && o.validUntil && now >= o.validUntil) return 'canceled';
  if (o.state === 'active' && o.activeUntil && now >= o.activeUntil) return 'done';
  return o.state;
}
