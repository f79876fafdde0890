// Constants of the redeem flow and the state an order reads in at a given time (docs/product.md
// §9). Whether a reward can be redeemed, what it costs and which details it needs is decided once,
// in the database (raeppli_redeem_check, lib/server/db/functions/50-redeem.sql).
import type { DeliveryType } from './reward-states';

/** The Advent calendar special: its door raffles point to today's door when over. */
export const ADVENT_SLUG = 'adventskalender';

export type OrderDates = { validUntil: Date | null; activeUntil: Date | null };

/** A redeemed coupon stays on screen this long (active), then counts as redeemed (done). */
export const COUPON_SHOW_MINUTES = 15;
/** An activated pass gives premium reading for this long (docs/product.md §9.7). */
export const PASS_HOURS = 24;
/** A won raffle prize must be collected within this many months (docs/product.md §9.8). */
export const PRIZE_COLLECT_MONTHS = 1;
/**
 * What a raffle winner gives to claim the prize (docs/product.md §9.8): the postal address a shipped
 * prize goes to, the name a prize to pick up is handed over to, else the e-mail address it is sent to.
 * Tickets never ask for an address: only a winner needs one.
 */
export type PrizeNeed = 'address' | 'name' | 'email';
export const PRIZE_NEEDS = ['address', 'name', 'email'] as const satisfies readonly PrizeNeed[];
export function prizeNeed(delivery: DeliveryType): PrizeNeed {
  return delivery === 'delivery' ? 'address' : delivery === 'pickup' ? 'name' : 'email';
}
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
