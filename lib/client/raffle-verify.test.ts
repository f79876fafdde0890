import { randomInt } from 'node:crypto';
import { drawWinners, newRaffleSeed, seedHash, type DrawEntry } from '@/lib/server/crypto/raffle-draw';
import { deriveWinners, sha256Hex, verifyAudit } from './raffle-verify';

// The browser's re-draw (WebCrypto) must give exactly what the server drew (node:crypto).

/** Entries as the draw sees them: order ids ascending with gaps, members with several orders, some zero tickets. */
function randomEntries(count: number, members: number, maxTickets: number): DrawEntry[] {
  let id = randomInt(1, 1000);
  return Array.from({ length: count }, () => {
    id += randomInt(1, 20);
    return { entry: id, member: randomInt(1, members + 1), tickets: randomInt(0, maxTickets + 1) };
  });
}

/** Member numbers per raffle, as the published audit has them (lib/server/services/raffles.ts). */
function pseudonymous(entries: DrawEntry[]): DrawEntry[] {
  const numbers = new Map<number, number>();
  for (const e of entries) if (!numbers.has(e.member)) numbers.set(e.member, numbers.size + 1);
  return entries.map((e) => ({ ...e, member: numbers.get(e.member)! }));
}

describe('raffle draw in the browser', () => {
  it('hashes the seed as the server does', async () => {
    for (const seed of [newRaffleSeed(), newRaffleSeed(), 'ä-ß-€ seed']) expect(await sha256Hex(seed)).toBe(seedHash(seed));
  });

  it.each([
    ['one member, one entry', 1, 1, 5, 3],
    ['few members, several winners', 12, 5, 10, 3],
    ['more winners than members', 8, 3, 4, 10],
    ['many entries', 200, 60, 50, 7],
    ['tickets near the 48-bit range (rejection sampling)', 3, 3, 2 ** 46, 2],
  ])('re-derives the winners of random draws: %s', async (_name, count, members, maxTickets, winners) => {
    for (let run = 0; run < 5; run++) {
      const seed = newRaffleSeed();
      const entries = randomEntries(count, members, maxTickets);
      expect(await deriveWinners(seed, entries, winners)).toEqual(drawWinners(seed, entries, winners));
    }
  });

  it('rejects the same random values as the server (a total just over 2^47 rejects about half)', async () => {
    const entries = [
      { entry: 1, member: 1, tickets: 2 ** 47 },
      { entry: 2, member: 2, tickets: 1 },
    ];
    for (let run = 0; run < 10; run++) {
      const seed = newRaffleSeed();
      expect(await deriveWinners(seed, entries, 2)).toEqual(drawWinners(seed, entries, 2));
    }
  });

  it('does not depend on the order the entries are listed in', async () => {
    const seed = newRaffleSeed();
    const entries = randomEntries(30, 10, 9);
    expect(await deriveWinners(seed, [...entries].reverse(), 4)).toEqual(drawWinners(seed, entries, 4));
  });

  it('refuses what the server refuses', async () => {
    await expect(
      deriveWinners(
        's',
        [
          { entry: 1, member: 1, tickets: 1 },
          { entry: 1, member: 2, tickets: 1 },
        ],
        1,
      ),
    ).rejects.toThrow(RangeError);
    await expect(deriveWinners('s', [{ entry: 0, member: 1, tickets: 1 }], 1)).rejects.toThrow(RangeError);
    await expect(deriveWinners('s', [], -1)).rejects.toThrow(RangeError);
  });

  it('confirms a published audit and notices a changed seed or result', async () => {
    const seed = newRaffleSeed();
    const entries = pseudonymous(randomEntries(25, 8, 6));
    const result = drawWinners(seed, entries, 3);
    const audit = { seed, seed_hash: seedHash(seed), entries, result, winners: 3 };
    expect(await verifyAudit(audit)).toMatchObject({ hash: seedHash(seed), hashMatches: true, resultMatches: true, winners: result });

    const otherSeed = await verifyAudit({ ...audit, seed: newRaffleSeed() });
    expect(otherSeed?.hashMatches).toBe(false);
    const otherResult = await verifyAudit({ ...audit, result: [...result].reverse().map((w, round) => ({ ...w, round })) });
    expect(otherResult?.hashMatches).toBe(true);
    expect(otherResult?.resultMatches).toBe(result.length < 2);
    expect(await verifyAudit({ ...audit, result: result.slice(1) })).toMatchObject({ resultMatches: false });
  });

  it('has nothing to check before the draw', async () => {
    expect(await verifyAudit({ seed: null, seed_hash: seedHash('x'), entries: null, result: null, winners: 1 })).toBeNull();
  });
});
