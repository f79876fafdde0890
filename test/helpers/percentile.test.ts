import { p75 } from './percentile';

describe('p75', () => {
  it('interpolates as percentile_cont does', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([1, 2, 3, 4])).toBe(3.25);
    expect(p75([400, 100, 300, 200, 500])).toBe(400);
  });
});
