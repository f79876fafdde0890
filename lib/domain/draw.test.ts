import { acceptDraw, drawRounds, DRAW_RANGE, weightedPick } from './draw';

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

describe('acceptDraw', () => {
  it('takes r mod total below the largest multiple of total under 2^48, rejects at and above it', () => {
    const total = 3;
    const limit = Math.floor(DRAW_RANGE / total) * total;
    expect(acceptDraw(0, total)).toBe(0);
    expect(acceptDraw(limit - 1, total)).toBe((limit - 1) % total);
    expect(acceptDraw(limit, total)).toBeNull();
    expect(acceptDraw(DRAW_RANGE - 1, total)).toBeNull();
  });
});

describe('drawRounds', () => {
  it("asks one number per round with the tickets left, and removes a winner's other entries", () => {
    const rounds = drawRounds(
      [
        { entry: 3, member: 1, tickets: 2 },
        { entry: 1, member: 2, tickets: 5 },
        { entry: 2, member: 1, tickets: 4 },
        { entry: 4, member: 3, tickets: 0 },
      ],
      5,
    );
    // canonical order by entry: 1 (m2, 5), 2 (m1, 4), 3 (m1, 2); entry 4 has no tickets
    expect(rounds.next().value).toEqual({ round: 0, total: 11 });
    // n = 6 falls in entry 2's range (5..8): member 1 wins, entries 2 and 3 leave
    expect(rounds.next(6).value).toEqual({ round: 1, total: 5 });
    const done = rounds.next(0);
    expect(done).toEqual({
      done: true,
      value: [
        { entry: 2, member: 1, tickets: 4, round: 0 },
        { entry: 1, member: 2, tickets: 5, round: 1 },
      ],
    });
  });

  it('refuses malformed entries and winners before asking anything', () => {
    expect(() => drawRounds([{ entry: 1, member: 1, tickets: 1 }], -1).next()).toThrow(RangeError);
    expect(() => drawRounds([{ entry: 0, member: 1, tickets: 1 }], 1).next()).toThrow(RangeError);
    expect(() =>
      drawRounds(
        [
          { entry: 1, member: 1, tickets: 1 },
          { entry: 1, member: 2, tickets: 1 },
        ],
        1,
      ).next(),
    ).toThrow('Duplicate draw entry 1');
    expect(drawRounds([], 3).next()).toEqual({ done: true, value: [] });
  });
});
