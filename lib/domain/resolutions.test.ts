import { resolutionDate, resolutionDay, weekDays, weekLength } from './resolutions';

const TZ = 'Europe/Vienna';
const at = (iso: string) => new Date(iso);

describe('resolutionDay: which goal is today’s, in Vienna', () => {
  // 1 January 2027, 00:00 in Vienna (CET, UTC+1) to 8 January, 00:00.
  const newYear = { startsAt: at('2026-12-31T23:00:00Z'), endsAt: at('2027-01-07T23:00:00Z') };

  it('changes at midnight in Vienna, not in UTC', () => {
    expect(resolutionDay(newYear, at('2026-12-31T22:59:00Z'), TZ)).toBeNull(); // 31.12. 23:59
    expect(resolutionDay(newYear, at('2026-12-31T23:01:00Z'), TZ)).toBe(1); // 1.1. 00:01
    expect(resolutionDay(newYear, at('2027-01-01T22:59:00Z'), TZ)).toBe(1); // 1.1. 23:59
    expect(resolutionDay(newYear, at('2027-01-01T23:01:00Z'), TZ)).toBe(2); // 2.1. 00:01
    expect(resolutionDay(newYear, at('2027-01-07T22:59:00Z'), TZ)).toBe(7); // 7.1. 23:59
    expect(resolutionDay(newYear, at('2027-01-07T23:01:00Z'), TZ)).toBeNull(); // 8.1. 00:01
  });

  it('counts whole business days across the change to summer time (28 March 2027, 02:00 → 03:00)', () => {
    const spring = { startsAt: at('2027-03-25T23:00:00Z'), endsAt: at('2027-04-01T22:00:00Z') }; // 26.3. – 2.4.
    expect(resolutionDay(spring, at('2027-03-27T22:59:00Z'), TZ)).toBe(2); // 27.3. 23:59 CET
    expect(resolutionDay(spring, at('2027-03-27T23:01:00Z'), TZ)).toBe(3); // 28.3. 00:01 CET
    expect(resolutionDay(spring, at('2027-03-28T21:59:00Z'), TZ)).toBe(3); // 28.3. 23:59 CEST
    expect(resolutionDay(spring, at('2027-03-28T22:01:00Z'), TZ)).toBe(4); // 29.3. 00:01 CEST
    expect(resolutionDay(spring, at('2027-04-01T21:59:00Z'), TZ)).toBe(7); // 1.4. 23:59
    expect(resolutionDay(spring, at('2027-04-01T22:01:00Z'), TZ)).toBeNull(); // 2.4. 00:01
  });

  it('counts whole business days across the change to winter time (31 October 2027, 03:00 → 02:00)', () => {
    const autumn = { startsAt: at('2027-10-28T22:00:00Z'), endsAt: at('2027-11-04T23:00:00Z') }; // 29.10. – 5.11.
    expect(resolutionDay(autumn, at('2027-10-30T21:59:00Z'), TZ)).toBe(2); // 30.10. 23:59 CEST
    expect(resolutionDay(autumn, at('2027-10-30T22:01:00Z'), TZ)).toBe(3); // 31.10. 00:01 CEST
    expect(resolutionDay(autumn, at('2027-10-31T22:59:00Z'), TZ)).toBe(3); // 31.10. 23:59 CET (a 25-hour day)
    expect(resolutionDay(autumn, at('2027-10-31T23:01:00Z'), TZ)).toBe(4); // 1.11. 00:01 CET
  });

  it('takes the day the special starts on as day 1, whatever the hour', () => {
    const noon = { startsAt: at('2027-01-01T11:00:00Z'), endsAt: null };
    expect(resolutionDay(noon, at('2026-12-31T23:01:00Z'), TZ)).toBe(1);
    expect(resolutionDay(noon, at('2027-01-07T22:59:00Z'), TZ)).toBe(7);
    expect(resolutionDay(noon, at('2027-01-07T23:01:00Z'), TZ)).toBeNull();
  });

  it('has no days without a start', () => {
    expect(resolutionDay({ startsAt: null, endsAt: null }, at('2027-01-02T12:00:00Z'), TZ)).toBeNull();
    expect(weekDays({ startsAt: null, endsAt: null }, at('2027-01-02T12:00:00Z'), TZ)).toEqual([]);
  });
});

describe('weekLength', () => {
  it('is seven days, fewer when the special ends earlier', () => {
    expect(weekLength({ startsAt: at('2026-12-31T23:00:00Z'), endsAt: null }, TZ)).toBe(7);
    expect(weekLength({ startsAt: at('2026-12-31T23:00:00Z'), endsAt: at('2027-01-20T23:00:00Z') }, TZ)).toBe(7);
    // Ends at midnight starting 4 January: days 1 to 3.
    expect(weekLength({ startsAt: at('2026-12-31T23:00:00Z'), endsAt: at('2027-01-03T23:00:00Z') }, TZ)).toBe(3);
    // Ends at 00:01 on 4 January: that day is day 4.
    expect(weekLength({ startsAt: at('2026-12-31T23:00:00Z'), endsAt: at('2027-01-03T23:01:00Z') }, TZ)).toBe(4);
    expect(weekLength({ startsAt: at('2027-01-02T00:00:00Z'), endsAt: at('2027-01-01T00:00:00Z') }, TZ)).toBe(0);
  });
});

describe('weekDays', () => {
  const newYear = { startsAt: at('2026-12-31T23:00:00Z'), endsAt: at('2027-01-07T23:00:00Z') };

  it('names each day’s date and whether it is over, today or to come', () => {
    const days = weekDays(newYear, at('2027-01-02T22:59:00Z'), TZ); // 2.1. 23:59
    expect(days.map((d) => d.date)).toEqual(['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07']);
    expect(days.map((d) => d.when)).toEqual(['past', 'today', 'future', 'future', 'future', 'future', 'future']);
    expect(
      weekDays(newYear, at('2027-01-02T23:01:00Z'), TZ)
        .map((d) => d.when)
        .slice(0, 4),
    ).toEqual(['past', 'past', 'today', 'future']);
    expect(weekDays(newYear, at('2027-01-09T12:00:00Z'), TZ).every((d) => d.when === 'past')).toBe(true);
    expect(weekDays(newYear, at('2026-12-30T12:00:00Z'), TZ).every((d) => d.when === 'future')).toBe(true);
  });

  it('dates day N in the zone', () => {
    expect(resolutionDate(at('2026-12-31T23:00:00Z'), 1, TZ)).toBe('2027-01-01');
    expect(resolutionDate(at('2026-12-31T23:00:00Z'), 7, TZ)).toBe('2027-01-07');
  });
});
