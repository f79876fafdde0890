import { winChance } from './raffle-chance';

/** The draw's exact chance for member 0 by enumeration: weighted picks, a winner's tickets leave the pool. */
function exactChance(tickets: number[], winners: number, pool = tickets.map((_, i) => i)): number {
  if (winners === 0) return 0;
  const total = pool.reduce((s, i) => s + tickets[i]!, 0);
  return pool.reduce((p, i) => {
    const pick = tickets[i]! / total;
    return (
      p +
      (i === 0
        ? pick
        : pick *
          exactChance(
            tickets,
            winners - 1,
            pool.filter((j) => j !== i),
          ))
    );
  }, 0);
}
const percent = (p: number) => Math.round(p * 1000) / 10;
const standing = (tickets: number[], winners: number) => ({
  mine: tickets[0]!,
  total: tickets.reduce((s, n) => s + n, 0),
  participants: tickets.length,
  winners,
});

describe('winChance', () => {
  it('is my share of the tickets for one prize', () => {
    expect(winChance({ mine: 1, total: 4, participants: 4, winners: 1 })).toBe(25);
    expect(winChance({ mine: 1, total: 3, participants: 2, winners: 1 })).toBe(33.3);
    expect(winChance({ mine: 2, total: 5, participants: 2, winners: 1 })).toBe(40);
  });

  it('is certain when there are no more participants than prizes (one win per member)', () => {
    expect(winChance({ mine: 1, total: 8, participants: 3, winners: 3 })).toBe(100);
    expect(winChance({ mine: 1, total: 10, participants: 2, winners: 2 })).toBe(100);
    expect(winChance({ mine: 1, total: 3, participants: 2, winners: 5 })).toBe(100);
    expect(winChance({ mine: 4, total: 4, participants: 1, winners: 1 })).toBe(100);
  });

  it('removes each winner from the pool: exact values for small draws', () => {
    // Three members with one ticket each, two prizes: 2/3 (picks with replacement would say 5/9).
    expect(winChance({ mine: 1, total: 3, participants: 3, winners: 2 })).toBe(66.7);
    // Me 1, others 2 and 2, two prizes: 1/5 + 4/5 · 1/3 = 7/15.
    expect(winChance({ mine: 1, total: 5, participants: 3, winners: 2 })).toBe(46.7);
    // Me 2, others 1, 1 and 1, two prizes: 2/5 + 3/5 · 2/4 = 7/10.
    expect(winChance({ mine: 2, total: 5, participants: 4, winners: 2 })).toBe(70);
  });

  it('matches the draw when the others hold the same number of tickets, and never overstates it otherwise', () => {
    const cases: [number[], number][] = [];
    for (const mine of [1, 2, 5]) {
      for (const others of [[1], [3], [1, 1], [2, 2, 2], [1, 4], [1, 2, 7], [5, 1, 1, 1], [3, 3, 1, 2]]) {
        for (let winners = 1; winners <= others.length + 1; winners++) cases.push([[mine, ...others], winners]);
      }
    }
    for (const [tickets, winners] of cases) {
      const exact = percent(exactChance(tickets, winners));
      const shown = winChance(standing(tickets, winners));
      if (new Set(tickets.slice(1)).size === 1) expect([tickets, winners, shown]).toEqual([tickets, winners, exact]);
      else expect(shown).toBeLessThanOrEqual(exact);
    }
    // An uneven split: me 1, others 1 and 2, two prizes is 7/12 in the draw; even split says 55 %.
    expect(percent(exactChance([1, 1, 2], 2))).toBe(58.3);
    expect(winChance({ mine: 1, total: 4, participants: 3, winners: 2 })).toBe(55);
  });

  it('says 0 % or 100 % only when the outcome is certain', () => {
    expect(winChance({ mine: 1, total: 100_000, participants: 2, winners: 1 })).toBe(0.1);
    expect(winChance({ mine: 99_999, total: 100_000, participants: 2, winners: 1 })).toBe(99.9);
    expect(winChance({ mine: 0, total: 4, participants: 3, winners: 1 })).toBe(0);
    expect(winChance({ mine: 1, total: 0, participants: 0, winners: 1 })).toBe(0);
    expect(winChance({ mine: 1, total: 4, participants: 3, winners: 0 })).toBe(0);
  });

  it('counts someone holding the other tickets even if the participant count lags behind', () => {
    expect(winChance({ mine: 1, total: 4, participants: 1, winners: 1 })).toBe(25);
  });
});
