import { effectiveOrderState } from './redeem';
import { DELIVERY_TYPES, type DeliveryType } from './reward-states';

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
