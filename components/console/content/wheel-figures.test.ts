import { wheelFigures } from './wheel-figures';

const item = (
  id: number,
  live: Record<string, unknown>,
  status: 'draft' | 'published' | 'archived' = 'published',
  draft: Record<string, unknown> | null = null,
) => ({ id, live, draft, status });

describe('the wheel figures in the console', () => {
  it('counts the published segments only: the expected Räppli per spin and each share of the weights', () => {
    const figures = wheelFigures([
      item(1, { kind: 'points', amount: 10, weight: 30 }),
      item(2, { kind: 'nothing', amount: null, weight: 30 }),
      item(3, { kind: 'points', amount: 50, weight: 40 }),
      item(4, { kind: 'points', amount: 1000, weight: 100 }, 'draft'),
    ]);
    expect(figures).toMatchObject({ count: 3, totalWeight: 100, expected: (10 * 30 + 50 * 40) / 100, withDrafts: null });
    expect(figures.shares.get(1)).toBeCloseTo(0.3);
    expect(figures.shares.get(3)).toBeCloseTo(0.4);
    expect(figures.shares.has(4)).toBe(false);
  });

  it('says what the pending drafts would make of it', () => {
    const figures = wheelFigures([
      item(1, { kind: 'points', amount: 10, weight: 1 }, 'published', { kind: 'points', amount: 20, weight: 1 }),
      item(2, { kind: 'retry', amount: null, weight: 1 }),
    ]);
    expect(figures.expected).toBe(5);
    expect(figures.withDrafts).toBe(10);
  });

  it('an empty wheel is worth nothing', () => {
    expect(wheelFigures([])).toMatchObject({ count: 0, totalWeight: 0, expected: 0, withDrafts: null });
  });
});
