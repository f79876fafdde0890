// Auditable raffle draw: the seed's hash is published before the draw and the seed after it,
// so anyone can re-run drawWinners on the published entries and get the same winners.
// Server code, not lib/domain: it needs node:crypto (seed, SHA-256, HMAC).
import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { acceptDraw, drawRounds, type DrawEntry, type DrawWinner } from '@/lib/domain/draw';

export type { DrawEntry, DrawWinner };

export const DRAW_ALGORITHM =
  'Entries with tickets <= 0 are dropped; the rest are sorted by entry (order id) ascending. ' +
  'For pick i = 0, 1, 2, ... (until the number of winners is reached or no entries remain), let total be the sum of the ' +
  'remaining tickets and, for c = 0, 1, 2, ..., let r be the first 6 bytes, read as a big-endian unsigned 48-bit integer, ' +
  'of HMAC-SHA256 with the seed (UTF-8) as key and the UTF-8 message "draw:i:c"; the first r below ' +
  'floor(2^48 / total) * total is used (larger r are rejected so every ticket is equally likely), and n = r mod total. ' +
  'Walking the remaining entries in order, n picks the entry whose cumulative ticket range contains it ' +
  "(subtract each entry's tickets from n until n < tickets). The picked entry wins round i, and every entry of its member " +
  "is removed before the next pick, so a member wins at most once. The published seed hash is the lowercase hex SHA-256 of the seed's UTF-8 bytes. " +
  'In the published entries and result, member is a number per raffle (1 for the member of the lowest entry, and so on).';

/** A raffle's secret seed: 32 random bytes from node:crypto, as 64 hex characters. */
export const newRaffleSeed = () => randomBytes(32).toString('hex');

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** 0 ≤ n < total for pick `round`, without modulo bias (rejection sampling). */
function drawNumber(seed: string, round: number, total: number): number {
  for (let counter = 0; ; counter++) {
    const mac = createHmac('sha256', Buffer.from(seed, 'utf8')).update(`draw:${round}:${counter}`, 'utf8').digest();
    const n = acceptDraw(mac.readUIntBE(0, 6), total);
    if (n !== null) return n;
  }
}

export function drawWinners(seed: string, entries: readonly DrawEntry[], winners: number): DrawWinner[] {
  const rounds = drawRounds(entries, winners);
  let step = rounds.next();
  while (!step.done) step = rounds.next(drawNumber(seed, step.value.round, step.value.total));
  return step.value;
}
