import {
  ADVENT_SLUG,
  effectiveOrderState,
  initialOrderState,
  redeemBlocker,
  redeemUnits,
  requiredContact,
  type RedeemReward,
} from './redeem';
import { DELIVERY_TYPES, type DeliveryType } from './reward-states';

const reward = (over: Partial<RedeemReward> = {}): RedeemReward => ({
  type: 'buy',
  delivery: 'digital',
  cost: 10,
  exclusive: false,
  suspended: false,
  specialSlug: null,
  ...over,
});

describe('redeemUnits', () => {
  it('buy and pickup take a quantity (default 1) and charge per unit', () => {
    expect(redeemUnits({ type: 'buy', cost: 10 }, {})).toEqual({ units: 1, amount: 0, cost: 10 });
    expect(redeemUnits({ type: 'buy', cost: 10 }, { quantity: 3 })).toEqual({ units: 3, amount: 0, cost: 30 });
    expect(redeemUnits({ type: 'none', cost: 0 }, { quantity: 2 })).toEqual({ units: 2, amount: 0, cost: 0 });
  });

  it('raffles take tickets (default 1) and charge per ticket', () => {
    expect(redeemUnits({ type: 'raffle', cost: 20 }, {})).toEqual({ units: 1, amount: 0, cost: 20 });
    expect(redeemUnits({ type: 'raffle', cost: 20 }, { tickets: 5 })).toEqual({ units: 5, amount: 0, cost: 100 });
  });

  it('funds need an amount: one unit of participation, the amount in Räppli', () => {
    expect(redeemUnits({ type: 'fund', cost: 1 }, { amount: 50 })).toEqual({ units: 1, amount: 50, cost: 50 });
    // A free fund still costs the donated Räppli.
    expect(redeemUnits({ type: 'fund', cost: 0 }, { amount: 7 })).toEqual({ units: 1, amount: 7, cost: 7 });
  });

  it.each([
    ['buy', { tickets: 1 }],
    ['buy', { amount: 1 }],
    ['none', { tickets: 2 }],
    ['raffle', { quantity: 1 }],
    ['raffle', { amount: 5 }],
    ['fund', {}],
    ['fund', { quantity: 1, amount: 5 }],
    ['fund', { tickets: 1, amount: 5 }],
  ] as const)('a %s with %j is TYPE_NOT_ALLOWED', (type, ask) => {
    expect(redeemUnits({ type, cost: 10 }, ask)).toBe('TYPE_NOT_ALLOWED');
  });
});

describe('redeemBlocker', () => {
  it('lets a running reward through', () => {
    expect(redeemBlocker(reward(), 'running', false)).toBeNull();
    expect(redeemBlocker(reward({ exclusive: true }), 'running', true)).toBeNull();
    expect(redeemBlocker(reward({ type: 'raffle' }), 'running', false)).toBeNull();
    expect(redeemBlocker(reward({ type: 'fund' }), 'running', false)).toBeNull();
    expect(redeemBlocker(reward({ delivery: 'external' }), 'running', false)).toBeNull();
  });

  it('names the reason a member should hear first: type, suspended, subscribers, then the state', () => {
    const worst = reward({ type: 'raffle', delivery: 'external', suspended: true, exclusive: true });
    expect(redeemBlocker(worst, 'over', false)).toBe('TYPE_NOT_ALLOWED');
    expect(redeemBlocker({ ...worst, delivery: 'digital' }, 'over', false)).toBe('REWARD_SUSPENDED');
    expect(redeemBlocker({ ...worst, delivery: 'digital', suspended: false }, 'over', false)).toBe('SUBSCRIBERS_ONLY');
    expect(redeemBlocker({ ...worst, delivery: 'digital', suspended: false }, 'over', true)).toBe('RAFFLE_OVER');
    // A subscriber-only reward that is not running: the subscriber hears about the state.
    expect(redeemBlocker(reward({ exclusive: true }), 'not_started', true)).toBe('CANNOT_BE_BOUGHT');
  });

  it('external links can only be bought', () => {
    for (const type of ['raffle', 'fund', 'none'] as const) expect(redeemBlocker(reward({ type, delivery: 'external' }), 'running', false)).toBe('TYPE_NOT_ALLOWED');
  });

  it('raffles: not started, over, and the Advent variant', () => {
    expect(redeemBlocker(reward({ type: 'raffle' }), 'not_started', false)).toBe('RAFFLE_NOT_STARTED');
    expect(redeemBlocker(reward({ type: 'raffle' }), 'over', false)).toBe('RAFFLE_OVER');
    expect(redeemBlocker(reward({ type: 'raffle', specialSlug: ADVENT_SLUG }), 'over', false)).toBe('RAFFLE_OVER_ADVENT');
    expect(redeemBlocker(reward({ type: 'raffle', specialSlug: 'halloween' }), 'over', false)).toBe('RAFFLE_OVER');
    expect(redeemBlocker(reward({ type: 'raffle', specialSlug: ADVENT_SLUG }), 'not_started', false)).toBe('RAFFLE_NOT_STARTED');
  });

  it('funds cannot be funded outside their time, buys and pickups cannot be bought', () => {
    for (const state of ['not_started', 'over'] as const) {
      expect(redeemBlocker(reward({ type: 'fund' }), state, false)).toBe('CANNOT_BE_FUNDED');
      expect(redeemBlocker(reward({ type: 'buy' }), state, false)).toBe('CANNOT_BE_BOUGHT');
      expect(redeemBlocker(reward({ type: 'none', delivery: 'pickup' }), state, false)).toBe('CANNOT_BE_BOUGHT');
    }
    expect(redeemBlocker(reward({ type: 'buy' }), 'sold_out', false)).toBe('SOLD_OUT');
    expect(redeemBlocker(reward({ type: 'raffle' }), 'sold_out', false)).toBe('SOLD_OUT');
    // as raeppli_reserve: a fund with a stock that is gone is sold out, too
    expect(redeemBlocker(reward({ type: 'fund' }), 'sold_out', false)).toBe('SOLD_OUT');
  });
});

describe('requiredContact', () => {
  it('buys: an address when shipped, an email when digital, nothing otherwise', () => {
    expect(requiredContact({ type: 'buy', delivery: 'delivery' })).toEqual(['address']);
    expect(requiredContact({ type: 'buy', delivery: 'digital' })).toEqual(['email']);
    for (const delivery of ['external', 'coupon', 'custom', 'pickup'] as const) expect(requiredContact({ type: 'buy', delivery })).toEqual([]);
    expect(requiredContact({ type: 'none', delivery: 'pickup' })).toEqual([]);
  });

  it('raffles: email and terms always, the address for shipped prizes; telephone never required', () => {
    expect(requiredContact({ type: 'raffle', delivery: 'delivery' })).toEqual(['address', 'email', 'accept_terms']);
    for (const delivery of ['digital', 'pickup', 'coupon', 'custom'] as const) expect(requiredContact({ type: 'raffle', delivery })).toEqual(['email', 'accept_terms']);
    for (const type of ['buy', 'raffle', 'none', 'fund'] as const) {
      for (const delivery of DELIVERY_TYPES) expect(requiredContact({ type, delivery })).not.toContain('telephone');
    }
  });

  it('donations need nothing', () => {
    for (const delivery of DELIVERY_TYPES) expect(requiredContact({ type: 'fund', delivery })).toEqual([]);
  });
});

describe('initialOrderState', () => {
  it('donations and external links are done at once, everything else waits', () => {
    expect(initialOrderState({ type: 'fund', delivery: 'digital' })).toBe('done');
    expect(initialOrderState({ type: 'buy', delivery: 'external' })).toBe('done');
    for (const delivery of ['digital', 'delivery', 'coupon', 'custom', 'pickup'] as const) {
      expect(initialOrderState({ type: 'buy', delivery })).toBe('waiting');
      expect(initialOrderState({ type: 'raffle', delivery })).toBe('waiting');
    }
    expect(initialOrderState({ type: 'none', delivery: 'pickup' })).toBe('waiting');
  });
});

describe('effectiveOrderState', () => {
  const validUntil = new Date('2026-12-01T23:00:00Z');
  const activeUntil = new Date('2026-11-20T10:15:00Z');
  const at = (ms: number, base: Date) => new Date(base.getTime() + ms);

  it.each(['coupon', 'custom'] as const)('an unredeemed %s is missed from valid_until on (not a millisecond before)', (delivery) => {
    const o = { delivery, state: 'waiting' as const, validUntil, activeUntil: null };
    expect(effectiveOrderState(o, at(-1, validUntil))).toBe('waiting');
    expect(effectiveOrderState(o, validUntil)).toBe('canceled');
    expect(effectiveOrderState(o, at(1, validUntil))).toBe('canceled');
  });

  it.each(['coupon', 'custom'] as const)('an active %s is done from active_until on', (delivery) => {
    const o = { delivery, state: 'active' as const, validUntil, activeUntil };
    expect(effectiveOrderState(o, at(-1, activeUntil))).toBe('active');
    expect(effectiveOrderState(o, activeUntil)).toBe('done');
    // Past valid_until an active coupon is still done, never missed.
    expect(effectiveOrderState(o, at(1, validUntil))).toBe('done');
  });

  it('keeps stored end states and states without dates', () => {
    for (const state of ['done', 'canceled'] as const) {
      expect(effectiveOrderState({ delivery: 'coupon', state, validUntil, activeUntil }, at(1, validUntil))).toBe(state);
    }
    expect(effectiveOrderState({ delivery: 'coupon', state: 'waiting', validUntil: null, activeUntil: null }, new Date('2099-01-01'))).toBe('waiting');
    expect(effectiveOrderState({ delivery: 'custom', state: 'active', validUntil: null, activeUntil: null }, new Date('2099-01-01'))).toBe('active');
  });

  it('leaves every other delivery to the stored state', () => {
    const others = DELIVERY_TYPES.filter((d): d is Exclude<DeliveryType, 'coupon' | 'custom'> => d !== 'coupon' && d !== 'custom');
    for (const delivery of others) {
      expect(effectiveOrderState({ delivery, state: 'waiting', validUntil, activeUntil }, at(1, validUntil))).toBe('waiting');
      expect(effectiveOrderState({ delivery, state: 'active', validUntil, activeUntil }, at(1, validUntil))).toBe('active');
    }
  });
});
