import { winChance } from './raffle-chance';

describe('winChance', () => {
  it('shows the chance of at least one win in percent, one decimal', () => {
    expect(winChance(1, 4, 1)).toBe(25);
    expect(winChance(1, 4, 2)).toBe(43.8);
    expect(winChance(1, 3, 1)).toBe(33.3);
    expect(winChance(0, 4, 1)).toBe(0);
    expect(winChance(4, 4, 1)).toBe(100);
    expect(winChance(1, 0, 1)).toBe(0);
    expect(winChance(1, 4, 0)).toBe(0);
  });
});
