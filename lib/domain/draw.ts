// Weighted draws. The random source is passed in: node:crypto on the server, WebCrypto in the browser's check of a raffle.
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

/** One order in a raffle's draw: `entry` is the order id, `member` who placed it. */
export type DrawEntry = { entry: number; member: number; tickets: number };
export type DrawWinner = DrawEntry & { round: number };

// 48 bits keep every random value and every ticket total an exact JS number.
export const DRAW_RANGE = 2 ** 48;

/** n = r mod total for a 48-bit r, or null when r must be rejected (so every ticket is equally likely). */
export function acceptDraw(r: number, total: number): number | null {
  return r < Math.floor(DRAW_RANGE / total) * total ? r % total : null;
}

const isPositiveInteger = (n: number) => Number.isSafeInteger(n) && n > 0;

/** Validated entries in canonical order; input order must never change the result. */
function canonicalPool(entries: readonly DrawEntry[]): DrawEntry[] {
  const sorted = entries
    .map(({ entry, member, tickets }) => {
      if (!isPositiveInteger(entry) || !isPositiveInteger(member) || !Number.isSafeInteger(tickets)) {
        throw new RangeError(`Invalid draw entry ${JSON.stringify({ entry, member, tickets })}`);
      }
      return { entry, member, tickets };
    })
    .sort((a, b) => a.entry - b.entry);
  sorted.forEach((e, i) => {
    if (i > 0 && sorted[i - 1]!.entry === e.entry) throw new RangeError(`Duplicate draw entry ${e.entry}`);
  });
  return sorted.filter((e) => e.tickets > 0);
}

/**
 * A raffle's draw, round by round (docs/architecture.md, raffle draw): it yields the round and the
 * remaining tickets' total and takes 0 ≤ n < total back, so the server (node:crypto, at once) and
 * the browser's check (WebCrypto, awaited) drive the one algorithm. Each member wins at most once.
 */
export function* drawRounds(entries: readonly DrawEntry[], winners: number): Generator<{ round: number; total: number }, DrawWinner[], number> {
  if (!Number.isSafeInteger(winners) || winners < 0) throw new RangeError(`Invalid number of winners ${winners}`);
  let pool = canonicalPool(entries).map((e) => ({ ...e, weight: e.tickets }));
  if (pool.reduce((s, e) => s + e.tickets, 0) > DRAW_RANGE) throw new RangeError('Too many tickets for a 48-bit draw');
  const result: DrawWinner[] = [];
  for (let round = 0; round < winners && pool.length > 0; round++) {
    const total = pool.reduce((s, e) => s + e.weight, 0);
    const n = yield { round, total };
    const pick = weightedPick(pool, () => n);
    if (!pick) break;
    result.push({ entry: pick.entry, member: pick.member, tickets: pick.tickets, round });
    pool = pool.filter((e) => e.member !== pick.member);
  }
  return result;
}
