import { longestStreak, meetsBadgeRule, type MemberHistory } from './badges';

const empty: MemberHistory = { stepCounts: {}, stepDays: {}, spendCounts: {} };

describe('longestStreak', () => {
  it('counts consecutive days, ignoring duplicates and order', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-11-03', '2026-11-01', '2026-11-02', '2026-11-02'])).toBe(3);
    expect(longestStreak(['2026-11-01', '2026-11-03'])).toBe(1);
    expect(longestStreak(['2026-02-27', '2026-02-28', '2026-03-01'])).toBe(3);
  });
});

describe('meetsBadgeRule', () => {
  it('checks step counts, streaks and spends', () => {
    const h: MemberHistory = {
      stepCounts: { articleRead: 100 },
      stepDays: { dailyVisit: ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'] },
      spendCounts: { reward: 1 },
    };
    expect(meetsBadgeRule({ type: 'stepCount', step: 'articleRead', min: 100 }, h)).toBe(true);
    expect(meetsBadgeRule({ type: 'stepCount', step: 'articleRead', min: 101 }, h)).toBe(false);
    expect(meetsBadgeRule({ type: 'streak', step: 'dailyVisit', days: 7 }, h)).toBe(true);
    expect(meetsBadgeRule({ type: 'streak', step: 'dailyVisit', days: 8 }, h)).toBe(false);
    expect(meetsBadgeRule({ type: 'spendCount', kind: 'reward', min: 1 }, h)).toBe(true);
    expect(meetsBadgeRule({ type: 'spendCount', kind: 'donation', min: 1 }, empty)).toBe(false);
  });
});
