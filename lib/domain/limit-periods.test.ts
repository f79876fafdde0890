import { nextPeriodStart, periodStart } from './limit-periods';

describe('periodStart', () => {
  it('starts each period on its first business day', () => {
    expect(periodStart('2026-11-22', 'daily')).toBe('2026-11-22');
    expect(periodStart('2026-11-22', 'weekly')).toBe('2026-11-16');
    expect(periodStart('2026-11-22', 'monthly')).toBe('2026-11-01');
    expect(periodStart('2026-11-22', 'bimonthly')).toBe('2026-11-01');
    expect(periodStart('2026-10-31', 'bimonthly')).toBe('2026-09-01');
    expect(periodStart('2026-11-22', 'quarterly')).toBe('2026-10-01');
    expect(periodStart('2026-03-31', 'quarterly')).toBe('2026-01-01');
    expect(periodStart('2026-11-22', 'semiannually')).toBe('2026-07-01');
    expect(periodStart('2026-06-30', 'semiannually')).toBe('2026-01-01');
    expect(periodStart('2026-11-22', 'annually')).toBe('2026-01-01');
  });
  it('puts 31 Dec and 1 Jan in different periods', () => {
    for (const p of ['daily', 'monthly', 'bimonthly', 'quarterly', 'semiannually', 'annually'] as const) {
      expect(periodStart('2026-12-31', p)).not.toBe(periodStart('2027-01-01', p));
    }
  });
});

describe('nextPeriodStart', () => {
  it('is the first day of the following period, across months and years', () => {
    expect(nextPeriodStart('2026-11-22', 'daily')).toBe('2026-11-23');
    expect(nextPeriodStart('2026-12-31', 'daily')).toBe('2027-01-01');
    // 22 Nov 2026 is a Sunday: the next week starts on Monday the 23rd.
    expect(nextPeriodStart('2026-11-22', 'weekly')).toBe('2026-11-23');
    expect(nextPeriodStart('2026-11-23', 'weekly')).toBe('2026-11-30');
    expect(nextPeriodStart('2026-11-22', 'monthly')).toBe('2026-12-01');
    expect(nextPeriodStart('2026-12-05', 'monthly')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-11-22', 'bimonthly')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-11-22', 'quarterly')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-05-22', 'quarterly')).toBe('2026-07-01');
    expect(nextPeriodStart('2026-05-22', 'semiannually')).toBe('2026-07-01');
    expect(nextPeriodStart('2026-11-22', 'semiannually')).toBe('2027-01-01');
    expect(nextPeriodStart('2026-11-22', 'annually')).toBe('2027-01-01');
  });
});
