// The raffle draw re-done in the browser with WebCrypto, so a reader can check a published audit
// without trusting our server: the same steps as lib/server/crypto/raffle-draw.ts (DRAW_ALGORITHM),
// which uses node:crypto. raffle-verify.test.ts proves that both agree.
import type { RaffleAudit } from '@/lib/contracts/rewards';
import { acceptDraw, drawRounds, type DrawEntry, type DrawWinner } from '@/lib/domain/draw';

export type VerifyEntry = DrawEntry;
export type VerifyWinner = DrawWinner;

export type DrawCheck = {
  /** Lowercase hex SHA-256 of the seed's UTF-8 bytes. */
  hash: string;
  hashMatches: boolean;
  /** The winners as re-derived here, round by round. */
  winners: VerifyWinner[];
  resultMatches: boolean;
};

const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** crypto.subtle exists only in secure contexts (https, localhost). */
export const canVerifyHere = () => typeof globalThis.crypto?.subtle?.digest === 'function';

export async function sha256Hex(seed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8(seed)));
}

/** 0 ≤ n < total for pick `round`: HMAC-SHA256(seed, "draw:round:counter"), 48 bits, rejection sampling. */
async function drawNumber(key: CryptoKey, round: number, total: number): Promise<number> {
  for (let counter = 0; ; counter++) {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(`draw:${round}:${counter}`)));
    let r = 0;
    for (let i = 0; i < 6; i++) r = r * 256 + mac[i]!;
    const n = acceptDraw(r, total);
    if (n !== null) return n;
  }
}

/** The winners of a draw from its seed and entries, by the server's own rounds (lib/domain/draw.ts). */
export async function deriveWinners(seed: string, entries: readonly VerifyEntry[], winners: number): Promise<VerifyWinner[]> {
  const rounds = drawRounds(entries, winners);
  let step = rounds.next();
  if (step.done) return step.value;
  const key = await crypto.subtle.importKey('raw', utf8(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  while (!step.done) step = rounds.next(await drawNumber(key, step.value.round, step.value.total));
  return step.value;
}

const sameWinners = (a: readonly VerifyWinner[], b: readonly VerifyWinner[]) =>
  a.length === b.length && a.every((w, i) => w.entry === b[i]!.entry && w.member === b[i]!.member && w.tickets === b[i]!.tickets && w.round === b[i]!.round);

/** Checks a drawn raffle's audit: the seed matches the hash published before, and the winners follow from it. Null before the draw. */
export async function verifyAudit(audit: Pick<RaffleAudit, 'seed' | 'seed_hash' | 'entries' | 'result' | 'winners'>): Promise<DrawCheck | null> {
  if (audit.seed === null || audit.entries === null || audit.result === null) return null;
  const hash = await sha256Hex(audit.seed);
  const winners = await deriveWinners(audit.seed, audit.entries, audit.winners);
  return { hash, hashMatches: hash === audit.seed_hash.toLowerCase(), winners, resultMatches: sameWinners(winners, audit.result) };
}
