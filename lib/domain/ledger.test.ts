import { addMonths, creditExpiry } from './ledger';

describe('creditExpiry', () => {
  const TZ = 'Europe/Vienna';
  it('is the end of the business day, months later, in the business time zone', () => {
    // Earned 22 Nov 2026 11:00 Vienna → expires when 23 Nov 2027 begins in Vienna (23:00 UTC on 22 Nov).
    expect(creditExpiry(new Date('2026-11-22T10:00:00Z'), 12, TZ)?.toISOString()).toBe('2027-11-22T23:00:00.000Z');
    // Earned 23:30 Vienna on 31 Jan (22:30 UTC) → the business day is 31 Jan → end of 28 Feb.
    expect(creditExpiry(new Date('2026-01-31T22:30:00Z'), 1, TZ)?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    // Summer time: end of 15 Jul 2027 in Vienna is 22:00 UTC.
    expect(creditExpiry(new Date('2027-01-15T12:00:00Z'), 6, TZ)?.toISOString()).toBe('2027-07-15T22:00:00.000Z');
  });
  it('never expires under a policy of 0 months', () => {
    expect(creditExpiry(new Date('2026-11-22T10:00:00Z'), 0, TZ)).toBeNull();
  });
  it('adds calendar months with clamping', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});
