import { addDays, businessDay, lastMomentBefore, startOfBusinessDay, weekStart } from './business-time';

const TZ = 'Europe/Vienna';

describe('businessDay in Europe/Vienna', () => {
  it('23:59 and 00:01 local time fall on different days', () => {
    // Winter (UTC+1): 23:59 local on 1 Dec = 22:59 UTC; 00:01 local on 2 Dec = 23:01 UTC.
    expect(businessDay(new Date('2026-12-01T22:59:00Z'), TZ)).toBe('2026-12-01');
    expect(businessDay(new Date('2026-12-01T23:01:00Z'), TZ)).toBe('2026-12-02');
    // Summer (UTC+2): 23:59 local on 1 Jul = 21:59 UTC; 00:01 local = 22:01 UTC.
    expect(businessDay(new Date('2026-07-01T21:59:00Z'), TZ)).toBe('2026-07-01');
    expect(businessDay(new Date('2026-07-01T22:01:00Z'), TZ)).toBe('2026-07-02');
  });
  it('handles the daylight-saving changes', () => {
    // 29 Mar 2026: clocks go 02:00 → 03:00. 30 Mar starts at 22:00 UTC on 29 Mar.
    expect(businessDay(new Date('2026-03-29T21:59:00Z'), TZ)).toBe('2026-03-29');
    expect(businessDay(new Date('2026-03-29T22:00:00Z'), TZ)).toBe('2026-03-30');
    // 25 Oct 2026: clocks go 03:00 → 02:00. 26 Oct starts at 23:00 UTC on 25 Oct.
    expect(businessDay(new Date('2026-10-25T22:59:00Z'), TZ)).toBe('2026-10-25');
    expect(businessDay(new Date('2026-10-25T23:00:00Z'), TZ)).toBe('2026-10-26');
  });
});

describe('startOfBusinessDay', () => {
  it('is local midnight, across DST', () => {
    expect(startOfBusinessDay('2026-12-02', TZ).toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(startOfBusinessDay('2026-07-02', TZ).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(startOfBusinessDay('2026-03-29', TZ).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfBusinessDay('2026-03-30', TZ).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfBusinessDay('2026-10-26', TZ).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('weeks start on Monday', () => {
  it('maps every weekday to its Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2026-11-18')).toBe('2026-11-16'); // Wednesday
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year
  });
  it('adds days across months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('lastMomentBefore', () => {
  it('names the last valid day of a deadline at the start of the next business day', () => {
    const deadline = startOfBusinessDay('2026-12-21', 'Europe/Vienna');
    expect(businessDay(lastMomentBefore(deadline), 'Europe/Vienna')).toBe('2026-12-20');
    expect(businessDay(lastMomentBefore(deadline.toISOString()), 'Europe/Vienna')).toBe('2026-12-20');
  });
});
