// Auditable raffle draw: the seed's hash is published before the draw and the seed after it,
// so anyone can re-run drawWinners on the published entries and get the same winners.
// Server code, not lib/domain: it needs node:crypto (seed, SHA-256, HMAC).
import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { weightedPick } from '@/lib/domain/draw';

/** One order in the raffle: `entry` is the order id, `member` who placed it. */
export type DrawEntry = { entry: number; member: number; tickets: number };
export type DrawWinner = DrawEntry & { round: number };

// 48 bits keep every random value and every ticket total an exact JS number.
const RANGE = 2 ** 48;

export const DRAW_ALGORITHM =
  'Entries with tickets <= 0 are dropped; the rest are sorted by entry (order id) ascending. ' +
  'For pick i = 0, 1, 2, ... (until the number of winners is reached or no entries remain), let total be the sum of the ' +
  'remaining tickets and, for c = 0, 1, 2, ..., let r be the first 6 bytes, read as a big-endian unsigned 48-bit integer, ' +
  'of HMAC-SHA256 with the seed (UTF-8) as key and the UTF-8 message "draw:i:c"; the first r below ' +
  'floor(2^48 / total) * total is used (larger r are rejected so every ticket is equally likely), and n = r mod total. ' +
  'Walking the remaining entries in order, n picks the entry whose cumulative ticket range contains it ' +
  '(subtract each entry\'s tickets from n until n < tickets). The picked entry wins round i, and every entry of its member ' +
  'is removed before the next pick, so a member wins at most once. The published seed hash is the lowercase hex SHA-256 of the seed\'s UTF-8 bytes. ' +
  'In the published entries and result, member is a number per raffle (1 for the member of the lowest entry, and so on).';

/** A raffle's secret seed: 32 random bytes from node:crypto, as 64 hex characters. */
export const newRaffleSeed = () => randomBytes(32).toString('hex');

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** 0 ≤ n < total for pick `round`, without modulo bias (rejection sampling). */
function drawNumber(seed: string, round: number, total: number): number {
  const limit = Math.floor(RANGE / total) * total;
  for (let counter = 0; ; counter++) {
    const mac = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`draw:${round}:${counter}`, 'utf8').digest();
    const r = mac.readUIntBE(0, 6);
    if (r < limit) return r % total;
  }
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

export function drawWinners(seed: string, entries: readonly DrawEntry[], winners: number): DrawWinner[] {
  if (!Number.isSafeInteger(winners) || winners < 0) throw new RangeError(`Invalid number of winners ${winners}`);
  let pool = canonicalPool(entries).map((e) => ({ ...e, weight: e.tickets }));
  if (pool.reduce((s, e) => s + e.tickets, 0) > RANGE) throw new RangeError('Too many tickets for a 48-bit draw');

  const result: DrawWinner[] = [];
  for (let round = 0; round < winners && pool.length > 0; round++) {
    const pick = weightedPick(pool, (total) => drawNumber(seed, round, total));
    if (!pick) break;
    result.push({ entry: pick.entry, member: pick.member, tickets: pick.tickets, round });
    pool = pool.filter((e) => e.member !== pick.member);
  }
  return result;
}
