import { availability, memberMayCancel, nextOrderState } from './reward-states';

const d = (s: string) => new Date(s);

describe('availability', () => {
  const r = { startsAt: d('2026-12-01T00:00:00Z'), endsAt: d('2026-12-24T00:00:00Z'), stockLeft: 5 };
  it('is not started, running, over or sold out', () => {
    expect(availability(r, d('2026-11-30T23:59:59Z'))).toBe('not_started');
    expect(availability(r, d('2026-12-01T00:00:00Z'))).toBe('running');
    expect(availability(r, d('2026-12-24T00:00:00Z'))).toBe('over');
    expect(availability({ ...r, stockLeft: 0 }, d('2026-12-10T00:00:00Z'))).toBe('sold_out');
    expect(availability({ startsAt: null, endsAt: null, stockLeft: null }, d('2030-01-01T00:00:00Z'))).toBe('running');
  });
});

describe('order states', () => {
  it('moves waiting → active → done, and cancels before done only', () => {
    expect(nextOrderState('waiting', 'activate')).toBe('active');
    expect(nextOrderState('active', 'complete')).toBe('done');
    expect(nextOrderState('waiting', 'cancel')).toBe('canceled');
    expect(nextOrderState('active', 'expire')).toBe('canceled');
    expect(nextOrderState('done', 'cancel')).toBeNull();
    expect(nextOrderState('canceled', 'activate')).toBeNull();
    expect(nextOrderState('active', 'activate')).toBeNull();
  });
  it('lets a member cancel what is not yet picked up or sent', () => {
    expect(memberMayCancel('delivery', 'waiting')).toBe(true);
    expect(memberMayCancel('pickup', 'active')).toBe(true);
    expect(memberMayCancel('delivery', 'done')).toBe(false);
    expect(memberMayCancel('coupon', 'waiting')).toBe(false);
    expect(memberMayCancel('custom', 'waiting')).toBe(false);
  });
});
