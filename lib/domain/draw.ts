// Weighted draws. The random source is passed in: node:crypto's randomInt on the server.
export type Weighted = { weight: number };

/** Picks one item with probability weight / Σ weights; `randomInt(max)` returns 0 ≤ n < max. */
export function weightedPick<T extends Weighted>(items: readonly T[], randomInt: (max: number) => number): T | null {
  const pool = items.filter((i) => Number.isInteger(i.weight) && i.weight > 0);
  const total = pool.reduce((s, i) => s + i.weight, 0);
  if (total === 0) return null;
  let n = randomInt(total);
  for (const item of pool) {
    if (n < item.weight) return item;
    n -= item.weight;
  }
  return pool[pool.length - 1]!;
}
