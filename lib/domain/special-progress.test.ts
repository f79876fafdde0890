import { progressPercent, specialProgress } from './special-progress';

const day = (state: 'past' | 'today' | 'locked', units: number | null, reward = true) => ({
  state,
  reward: reward ? { my: units === null ? null : { units } } : null,
});

describe('the member progress in a special (special widget)', () => {
  it('Halloween counts the open days with a raffle the member holds tickets in', () => {
    const days = [day('past', 2), day('past', 0), day('today', 1), day('locked', null, false), day('locked', null, false)];
    expect(specialProgress('halloween', { days, today: 3 })).toEqual({ unit: 'days', done: 2, of: 3 });
  });
  it('the Advent calendar counts its doors the same way; a door without a reward does not count', () => {
    const doors = [day('past', 1), day('past', null, false), day('today', 0)];
    expect(specialProgress('advent', { doors, today: 3 })).toEqual({ unit: 'days', done: 1, of: 2 });
  });
  it('without a member (my is null) nothing is done', () => {
    expect(specialProgress('advent', { doors: [day('today', null)] })).toEqual({ unit: 'days', done: 0, of: 1 });
  });
  it('the resolutions week counts the goals met up to today; future days and days without a goal do not count', () => {
    const days = [
      { when: 'past', goal: { title: 'a' }, met: true },
      { when: 'past', goal: null, met: false },
      { when: 'today', goal: { title: 'b' }, met: false },
      { when: 'future', goal: { title: 'c' }, met: false },
    ];
    expect(specialProgress('resolutions', { days })).toEqual({ unit: 'goals', done: 1, of: 2 });
  });
  it('a plain page and Black Week have no progress, nor does a detail of an unexpected shape', () => {
    expect(specialProgress('page', {})).toBeNull();
    expect(specialProgress('black_week', { phase: 'running' })).toBeNull();
    expect(specialProgress('halloween', { days: 'kaputt' })).toBeNull();
  });
  it('the bar is a rounded percentage, empty when there is nothing to do yet', () => {
    expect(progressPercent({ unit: 'days', done: 1, of: 3 })).toBe(33);
    expect(progressPercent({ unit: 'goals', done: 0, of: 0 })).toBe(0);
  });
});
