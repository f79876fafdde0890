import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { drawWinners, seedHash, type DrawEntry } from './raffle-draw';

const seedOf = (label: string | number) => createHash('sha256').update(`test-seed-${label}`).digest('hex');
const SEED = seedOf('fixed');

/** The 48-bit number for `draw:round:counter`, read with BigInt, independently of the module. */
const hmac48 = (seed: string, round: number, counter: number) =>
  Number(BigInt(`0x${createHmac('sha256', seed).update(`draw:${round}:${counter}`).digest('hex').slice(0, 12)}`));

/** Straight transcription of DRAW_ALGORITHM, as an auditor would write it. */
function reference(seed: string, entries: DrawEntry[], winners: number) {
  let pool = entries.filter((e) => e.tickets > 0).sort((a, b) => a.entry - b.entry);
  const out: { entry: number; member: number; tickets: number; round: number }[] = [];
  for (let i = 0; i < winners && pool.length > 0; i++) {
    const total = pool.reduce((s, e) => s + e.tickets, 0);
    let c = 0;
    while (hmac48(seed, i, c) >= Math.floor(2 ** 48 / total) * total) c++;
    let n = hmac48(seed, i, c) % total;
    const picked = pool.find((e) => (n < e.tickets ? true : ((n -= e.tickets), false)))!;
    out.push({ ...picked, round: i });
    pool = pool.filter((e) => e.member !== picked.member);
  }
  return out;
}

const entryArb = fc.record({
  entry: fc.integer({ min: 1, max: 10_000 }),
  member: fc.integer({ min: 1, max: 8 }),
  tickets: fc.integer({ min: 0, max: 50 }),
});
const entriesArb = fc.uniqueArray(entryArb, { selector: (e) => e.entry, maxLength: 25 });
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('seedHash', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 seed', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(seedHash('Räppli')).toBe(createHash('sha256').update(Buffer.from('Räppli', 'utf8')).digest('hex'));
  });
});

describe('drawWinners', () => {
  const entries: DrawEntry[] = [
    { entry: 11, member: 1, tickets: 2 },
    { entry: 12, member: 2, tickets: 5 },
    { entry: 13, member: 1, tickets: 3 },
    { entry: 14, member: 3, tickets: 1 },
    { entry: 15, member: 4, tickets: 4 },
  ];

  it('is deterministic and ignores input order', () => {
    const first = drawWinners(SEED, entries, 3);
    expect(drawWinners(SEED, entries, 3)).toEqual(first);
    expect(drawWinners(SEED, [...entries].reverse(), 3)).toEqual(first);
    expect(first.map((w) => w.round)).toEqual([0, 1, 2]);
  });

  it('reproduces a worked example an auditor can check by hand', () => {
    // Round 0: r = 206352571066798, total 15, n = 13 → entry 15; round 1: n = 4 of 11 → 12; round 2: n = 2 of 6 → 13.
    const seed = '0'.repeat(64);
    expect(hmac48(seed, 0, 0)).toBe(206352571066798);
    expect(drawWinners(seed, entries, 3)).toEqual([
      { entry: 15, member: 4, tickets: 4, round: 0 },
      { entry: 12, member: 2, tickets: 5, round: 1 },
      { entry: 13, member: 1, tickets: 3, round: 2 },
    ]);
  });

  it('gives every member exactly one win when there are more prizes than members', () => {
    const result = drawWinners(SEED, entries, 10);
    expect(result.map((w) => w.member).sort()).toEqual([1, 2, 3, 4]);
  });

  it('returns nothing without entries, prizes or tickets', () => {
    expect(drawWinners(SEED, [], 3)).toEqual([]);
    expect(drawWinners(SEED, entries, 0)).toEqual([]);
    expect(drawWinners(SEED, [{ entry: 1, member: 1, tickets: 0 }], 1)).toEqual([]);
  });

  it('rejects malformed input', () => {
    expect(() => drawWinners(SEED, [{ entry: 1, member: 1, tickets: 1.5 }], 1)).toThrow(RangeError);
    expect(() => drawWinners(SEED, [{ entry: 0, member: 1, tickets: 1 }], 1)).toThrow(RangeError);
    expect(() =>
      drawWinners(
        SEED,
        [
          { entry: 1, member: 1, tickets: 1 },
          { entry: 1, member: 2, tickets: 1 },
        ],
        1,
      ),
    ).toThrow(RangeError);
    expect(() => drawWinners(SEED, entries, -1)).toThrow(RangeError);
    expect(() => drawWinners(SEED, [{ entry: 1, member: 1, tickets: 2 ** 48 + 1 }], 1)).toThrow(RangeError);
  });

  it('weights by tickets: 3 tickets against 1 win about 75 % of 2,000 draws', () => {
    const pair: DrawEntry[] = [
      { entry: 1, member: 1, tickets: 3 },
      { entry: 2, member: 2, tickets: 1 },
    ];
    let wins = 0;
    for (let i = 0; i < 2000; i++) if (drawWinners(seedOf(i), pair, 1)[0]!.entry === 1) wins++;
    expect(wins / 2000).toBeGreaterThanOrEqual(0.7);
    expect(wins / 2000).toBeLessThanOrEqual(0.8);
  });

  it('rejects 48-bit values above the last full multiple of the total and retries with the next counter', () => {
    // total = 2^47 + 1 makes about half of all values unusable, so the retry path runs often;
    // the near-even split makes the winner depend on which value is used.
    const big: DrawEntry[] = [
      { entry: 1, member: 1, tickets: 2 ** 46 },
      { entry: 2, member: 2, tickets: 2 ** 46 + 1 },
    ];
    const total = 2 ** 47 + 1;
    const rejecting = Array.from({ length: 50 }, (_, i) => seedOf(`big-${i}`)).filter((s) => hmac48(s, 0, 0) >= total);
    expect(rejecting.length).toBeGreaterThan(0);
    for (let i = 0; i < 50; i++) {
      const seed = seedOf(`big-${i}`);
      const result = drawWinners(seed, big, 2);
      expect(result).toEqual(reference(seed, big, 2));
      expect(result.map((w) => w.entry).sort()).toEqual([1, 2]);
    }
  });

  it("matches an auditor's transcription of the algorithm and keeps its invariants (property)", () => {
    fc.assert(
      fc.property(seedArb, entriesArb, fc.integer({ min: 0, max: 10 }), (seed, raw, winners) => {
        const result = drawWinners(seed, raw, winners);
        expect(result).toEqual(
          reference(
            seed,
            raw.map((e) => ({ ...e })),
            winners,
          ),
        );
        expect(drawWinners(seed, [...raw].reverse(), winners)).toEqual(result);

        const members = new Set(raw.filter((e) => e.tickets > 0).map((e) => e.member));
        expect(new Set(result.map((w) => w.member)).size).toBe(result.length);
        expect(result.length).toBe(Math.min(winners, members.size));
        result.forEach((w, i) => {
          expect(w.round).toBe(i);
          expect(raw).toContainEqual({ entry: w.entry, member: w.member, tickets: w.tickets });
          expect(w.tickets).toBeGreaterThan(0);
        });
      }),
      { numRuns: 300 },
    );
  });
});
