import { weightedPick } from './draw';

const items = [
  { id: 'a', weight: 1 },
  { id: 'b', weight: 0 },
  { id: 'c', weight: 3 },
];

describe('weightedPick', () => {
  it('maps every random value to the item owning that slice', () => {
    expect(weightedPick(items, () => 0)?.id).toBe('a');
    expect(weightedPick(items, () => 1)?.id).toBe('c');
    expect(weightedPick(items, () => 3)?.id).toBe('c');
  });
  it('never picks a zero weight and asks for the right range', () => {
    const seen: number[] = [];
    for (let n = 0; n < 4; n++) weightedPick(items, (max) => (seen.push(max), n));
    expect(new Set(seen)).toEqual(new Set([4]));
  });
  it('returns null without positive weights', () => {
    expect(weightedPick([{ weight: 0 }], () => 0)).toBeNull();
    expect(weightedPick([], () => 0)).toBeNull();
  });
});
