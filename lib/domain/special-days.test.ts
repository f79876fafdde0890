import { calendarDays, dayState, doorMark, fitsDay, kindSchedule, openDay, rewardDay } from './special-days';

const TZ = 'Europe/Vienna';
const at = (iso: string) => new Date(iso);

describe('the days of a calendar special', () => {
  it('Halloween has 13 days, 19.10.–31.10., each a Vienna business day, across the change to winter time', () => {
    const { startsAt, endsAt } = kindSchedule('halloween', 2026, TZ);
    expect(startsAt.toISOString()).toBe('2026-10-18T22:00:00.000Z'); // 19 Oct 00:00 CEST
    expect(endsAt.toISOString()).toBe('2026-10-31T23:00:00.000Z'); // 1 Nov 00:00 CET
    const days = calendarDays(startsAt, endsAt, TZ);
    expect(days).toHaveLength(13);
    expect(days[0]!.day).toBe('2026-10-19');
    expect(days[12]!.day).toBe('2026-10-31');
    // 25 Oct 2026 is the last Sunday of October: 25 hours long.
    const sunday = days.find((d) => d.day === '2026-10-25')!;
    expect(sunday.number).toBe(7);
    expect(sunday.opensAt.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(sunday.closesAt.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('the Advent calendar has 24 doors, 1.12.–24.12.', () => {
    const { startsAt, endsAt } = kindSchedule('advent', 2026, TZ);
    const doors = calendarDays(startsAt, endsAt, TZ);
    expect(doors.map((d) => d.number)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(doors[0]!.day).toBe('2026-12-01');
    expect(doors[23]!.day).toBe('2026-12-24');
    expect(doors[23]!.closesAt).toEqual(endsAt);
  });

  it('without a start or an end, or with the end first, there are no days', () => {
    expect(calendarDays(null, at('2026-12-25T00:00:00Z'), TZ)).toEqual([]);
    expect(calendarDays(at('2026-12-25T00:00:00Z'), null, TZ)).toEqual([]);
    expect(calendarDays(at('2026-12-25T00:00:00Z'), at('2026-12-01T00:00:00Z'), TZ)).toEqual([]);
  });

  it('a start or end inside a day cuts that day short', () => {
    const days = calendarDays(at('2026-12-01T09:00:00Z'), at('2026-12-03T12:00:00Z'), TZ);
    expect(days.map((d) => d.day)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(days[0]!.opensAt.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(days[2]!.closesAt.toISOString()).toBe('2026-12-03T12:00:00.000Z');
  });
});

describe('which door or day is open at an instant (Vienna)', () => {
  const advent = calendarDays(kindSchedule('advent', 2026, TZ).startsAt, kindSchedule('advent', 2026, TZ).endsAt, TZ);
  const halloween2025 = calendarDays(kindSchedule('halloween', 2025, TZ).startsAt, kindSchedule('halloween', 2025, TZ).endsAt, TZ);
  const halloween2026 = calendarDays(kindSchedule('halloween', 2026, TZ).startsAt, kindSchedule('halloween', 2026, TZ).endsAt, TZ);

  it('23:59 is still the day, 00:01 the next one (winter time, UTC+1)', () => {
    // 5 Dec 23:59 local = 22:59 UTC; 6 Dec 00:01 local = 23:01 UTC.
    expect(openDay(advent, at('2026-12-05T22:59:00Z'))).toBe(5);
    expect(openDay(advent, at('2026-12-05T23:01:00Z'))).toBe(6);
  });

  it('before door 1 nothing is open; after door 24 everything is past', () => {
    expect(openDay(advent, at('2026-11-30T22:59:00Z'))).toBeNull();
    expect(advent.every((d) => dayState(d, at('2026-11-30T22:59:00Z')) === 'locked')).toBe(true);
    expect(openDay(advent, at('2026-11-30T23:01:00Z'))).toBe(1);
    expect(openDay(advent, at('2026-12-24T22:59:00Z'))).toBe(24);
    expect(openDay(advent, at('2026-12-24T23:01:00Z'))).toBeNull();
    expect(advent.every((d) => dayState(d, at('2026-12-24T23:01:00Z')) === 'past')).toBe(true);
  });

  it('past, today and locked around a door', () => {
    const now = at('2026-12-10T10:00:00Z');
    expect(dayState(advent[8]!, now)).toBe('past');
    expect(dayState(advent[9]!, now)).toBe('today');
    expect(dayState(advent[10]!, now)).toBe('locked');
  });

  it('the change to winter time inside Halloween: 26 Oct 2025 and 25 Oct 2026 are 25 hours long', () => {
    // 2025: clocks go back on Sunday 26 Oct (day 8). 23:59 CET that day = 22:59 UTC; 00:01 on 27 Oct = 23:01 UTC.
    expect(openDay(halloween2025, at('2025-10-25T21:59:00Z'))).toBe(7); // 25 Oct 23:59 CEST
    expect(openDay(halloween2025, at('2025-10-25T22:01:00Z'))).toBe(8); // 26 Oct 00:01 CEST
    expect(openDay(halloween2025, at('2025-10-26T22:59:00Z'))).toBe(8); // 26 Oct 23:59 CET
    expect(openDay(halloween2025, at('2025-10-26T23:01:00Z'))).toBe(9); // 27 Oct 00:01 CET
    // 2026: Sunday 25 Oct (day 7).
    expect(openDay(halloween2026, at('2026-10-24T21:59:00Z'))).toBe(6);
    expect(openDay(halloween2026, at('2026-10-24T22:01:00Z'))).toBe(7);
    expect(openDay(halloween2026, at('2026-10-25T22:59:00Z'))).toBe(7);
    expect(openDay(halloween2026, at('2026-10-25T23:01:00Z'))).toBe(8);
    // The last day ends at midnight CET.
    expect(openDay(halloween2026, at('2026-10-31T22:59:00Z'))).toBe(13);
    expect(openDay(halloween2026, at('2026-10-31T23:01:00Z'))).toBeNull();
  });

  it('the change to summer time (last Sunday of March, 29 Mar 2026: a 23-hour day)', () => {
    // A week-long calendar over the change: 27 Mar – 2 Apr 2026.
    const week = calendarDays(at('2026-03-26T23:00:00Z'), at('2026-04-02T22:00:00Z'), TZ);
    expect(week.map((d) => d.day)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    const sunday = week[2]!;
    expect(sunday.closesAt.getTime() - sunday.opensAt.getTime()).toBe(23 * 3600 * 1000);
    expect(openDay(week, at('2026-03-28T22:59:00Z'))).toBe(2); // 28 Mar 23:59 CET
    expect(openDay(week, at('2026-03-28T23:01:00Z'))).toBe(3); // 29 Mar 00:01 CET
    expect(openDay(week, at('2026-03-29T21:59:00Z'))).toBe(3); // 29 Mar 23:59 CEST
    expect(openDay(week, at('2026-03-29T22:01:00Z'))).toBe(4); // 30 Mar 00:01 CEST
  });
});

describe('a tagged reward belongs to a day', () => {
  it('by the business day it starts on, else the day it ends in', () => {
    expect(rewardDay({ startsAt: at('2026-12-01T23:00:00Z'), endsAt: at('2026-12-02T23:00:00Z') }, TZ)).toBe('2026-12-02');
    expect(rewardDay({ startsAt: at('2026-12-01T22:59:00Z'), endsAt: null }, TZ)).toBe('2026-12-01');
    // Ends at midnight: it belongs to the day before.
    expect(rewardDay({ startsAt: null, endsAt: at('2026-12-02T23:00:00Z') }, TZ)).toBe('2026-12-02');
    expect(rewardDay({ startsAt: null, endsAt: null }, TZ)).toBeNull();
  });

  it('fits its day when it runs within it', () => {
    const [door] = calendarDays(kindSchedule('advent', 2026, TZ).startsAt, kindSchedule('advent', 2026, TZ).endsAt, TZ);
    expect(fitsDay({ startsAt: door!.opensAt, endsAt: door!.closesAt }, door!)).toBe(true);
    expect(fitsDay({ startsAt: door!.opensAt, endsAt: new Date(door!.closesAt.getTime() + 1) }, door!)).toBe(false);
    expect(fitsDay({ startsAt: null, endsAt: door!.closesAt }, door!)).toBe(false);
  });
});

describe('what a door of the Advent calendar shows the member', () => {
  it('a past door is ticked as opened only when the member took part behind it', () => {
    expect(doorMark('past', { units: 2 })).toBe('opened');
    expect(doorMark('past', { units: 0 })).toBe('over');
  });
  it('a past door is over for a reader who cannot have taken part, and while the member is not known yet', () => {
    // An anonymous reader's part is {units: 0}; the server's HTML, before the member's answer, has none.
    expect(doorMark('past', null)).toBe('over');
    expect(doorMark('past', undefined)).toBe('over');
  });
  it("today's door and a locked one are the same for everyone", () => {
    expect(doorMark('today', { units: 1 })).toBe('today');
    expect(doorMark('today', null)).toBe('today');
    expect(doorMark('locked', null)).toBe('locked');
  });
});
