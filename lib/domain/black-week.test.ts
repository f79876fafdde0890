import { countdown, savedPercent, specialPhase } from './black-week';

const at = (iso: string) => new Date(iso);

describe('specialPhase', () => {
  const week = { startsAt: at('2026-11-23T23:00:00Z'), endsAt: at('2026-11-30T23:00:00Z') };

  it('is upcoming before the start, running from the start, over from the end on', () => {
    expect(specialPhase(week, at('2026-11-23T22:59:59.999Z'))).toBe('upcoming');
    expect(specialPhase(week, at('2026-11-23T23:00:00Z'))).toBe('running');
    expect(specialPhase(week, at('2026-11-30T22:59:59.999Z'))).toBe('running');
    expect(specialPhase(week, at('2026-11-30T23:00:00Z'))).toBe('over');
  });

  it('runs without a start or an end', () => {
    expect(specialPhase({ startsAt: null, endsAt: null }, at('2026-01-01T00:00:00Z'))).toBe('running');
    expect(specialPhase({ startsAt: null, endsAt: week.endsAt }, at('2026-12-01T00:00:00Z'))).toBe('over');
  });
});

describe('countdown', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(countdown(at('2026-11-30T23:00:00Z'), at('2026-11-28T20:58:30Z'))).toEqual({ days: 2, hours: 2, minutes: 1, seconds: 30 });
    expect(countdown(at('2026-11-30T23:00:00Z'), at('2026-11-30T22:59:59.400Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('is null at the end and after it', () => {
    expect(countdown(at('2026-11-30T23:00:00Z'), at('2026-11-30T23:00:00Z'))).toBeNull();
    expect(countdown(at('2026-11-30T23:00:00Z'), at('2026-12-01T00:00:00Z'))).toBeNull();
  });
});

describe('savedPercent', () => {
  it('rounds down and is 0 when nothing is saved', () => {
    expect(savedPercent(150, 75)).toBe(50);
    expect(savedPercent(300, 199)).toBe(33);
    expect(savedPercent(100, 100)).toBe(0);
    expect(savedPercent(0, 0)).toBe(0);
  });
});
