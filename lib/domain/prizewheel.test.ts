import { budgetCost, expectedPoints, pickSegment, rewardFitsSegment, segmentsInBudget, spinsAllowed, type WheelSegment } from './prizewheel';

/** A seeded generator (mulberry32), so the distribution test is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

const WHEEL: WheelSegment[] = [
  { id: 1, kind: 'points', amount: 10, weight: 30, dailyBudget: null },
  { id: 2, kind: 'points', amount: 50, weight: 10, dailyBudget: 500 },
  { id: 3, kind: 'pass', amount: null, weight: 5, dailyBudget: 20 },
  { id: 4, kind: 'reward', amount: null, weight: 5, dailyBudget: 2 },
  { id: 5, kind: 'nothing', amount: null, weight: 35, dailyBudget: null },
  { id: 6, kind: 'retry', amount: null, weight: 15, dailyBudget: null },
];

describe('the prize wheel', () => {
  it('lands on each segment in proportion to its weight (100,000 seeded draws, each share within 1 percentage point)', () => {
    const random = seeded(20261125);
    const counts = new Map<number, number>();
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const s = pickSegment(WHEEL, random)!;
      counts.set(s.id, (counts.get(s.id) ?? 0) + 1);
    }
    const total = WHEEL.reduce((s, x) => s + x.weight, 0);
    for (const s of WHEEL) {
      const share = (counts.get(s.id) ?? 0) / draws;
      expect(Math.abs(share - s.weight / total)).toBeLessThan(0.01);
    }
  });

  it('drops a segment whose budget cannot pay one more win; the others share the wheel by their weights', () => {
    const spent = new Map([
      [2, 460], // 460 + 50 > 500
      [4, 2], // both prizes of the day given
      [3, 19], // one pass left
    ]);
    const left = segmentsInBudget(WHEEL, spent);
    expect(left.map((s) => s.id)).toEqual([1, 3, 5, 6]);
    const random = seeded(7);
    const counts = new Map<number, number>();
    for (let i = 0; i < 50_000; i++) {
      const id = pickSegment(left, random)!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.has(2)).toBe(false);
    expect(counts.has(4)).toBe(false);
    // renormalised: 30 of 85 instead of 30 of 100
    expect(Math.abs((counts.get(1) ?? 0) / 50_000 - 30 / 85)).toBeLessThan(0.01);
    expect(segmentsInBudget(WHEEL, new Map([[2, 450]])).map((s) => s.id)).toContain(2); // 450 + 50 = 500 fits
  });

  it('has no segment to land on when every one is spent', () => {
    expect(pickSegment(segmentsInBudget([WHEEL[3]!], new Map([[4, 2]])), seeded(1))).toBeNull();
  });

  it('gives one spin a day, and one more for each retry that day', () => {
    expect(spinsAllowed([])).toBe(1);
    expect(spinsAllowed(['points'])).toBe(1);
    expect(spinsAllowed(['retry'])).toBe(2);
    expect(spinsAllowed(['retry', 'retry', 'nothing'])).toBe(3);
  });

  it('costs a points segment its Räppli and any other one prize; the expected Räppli per spin follow the weights', () => {
    expect(budgetCost(WHEEL[1]!)).toBe(50);
    expect(budgetCost(WHEEL[3]!)).toBe(1);
    expect(expectedPoints(WHEEL)).toBeCloseTo((10 * 30 + 50 * 10) / 100);
    expect(expectedPoints([])).toBe(0);
  });
});

describe("a segment's reward", () => {
  it('a pass segment takes a pass (delivered as «custom»), a prize segment a reward to buy that is no pass', () => {
    expect(rewardFitsSegment('pass', { type: 'buy', delivery: 'custom' })).toBe(true);
    expect(rewardFitsSegment('pass', { type: 'buy', delivery: 'delivery' })).toBe(false);
    expect(rewardFitsSegment('reward', { type: 'buy', delivery: 'delivery' })).toBe(true);
    expect(rewardFitsSegment('reward', { type: 'buy', delivery: 'coupon' })).toBe(true);
    expect(rewardFitsSegment('reward', { type: 'buy', delivery: 'custom' })).toBe(false);
    expect(rewardFitsSegment('reward', { type: 'raffle', delivery: 'delivery' })).toBe(false);
    expect(rewardFitsSegment('points', { type: 'buy', delivery: 'delivery' })).toBe(false);
  });
});
