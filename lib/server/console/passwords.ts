import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { getConfig, type Config } from '@/lib/config';

// Passwords are kept as scrypt hashes (RFC 7914: memory-hard), with node:crypto's own scrypt
// (docs/libraries.md). Cost N=2^15, r=8, p=3: 32 MiB per hash, one of OWASP's recommended
// settings. The stored form "scrypt$N$r$p$salt$key" carries its parameters, so they can rise later
// without invalidating older hashes. N is 2^PASSWORD_HASH_COST (lib/config.ts): 15 unless the API
// test apps choose less (docs/conventions.md 18); the settings refuse less under NODE_ENV=production.

let cost: number | undefined;
const params = () => ({ N: 2 ** (cost ??= getConfig().PASSWORD_HASH_COST), r: 8, p: 3 });
const KEY_LENGTH = 32;

/** New hashes (and the decoy) from now on at these settings' cost; else at the process's, read on first use. */
export function setPasswordHashCost(config: Pick<Config, 'PASSWORD_HASH_COST'>): void {
  if (cost === config.PASSWORD_HASH_COST) return;
  cost = config.PASSWORD_HASH_COST;
  decoy = null;
}

function derive(password: string, salt: Buffer, o: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: o.N, r: o.r, p: o.p, maxmem: 256 * o.N * o.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const o = params();
  const key = await derive(password, salt, o);
  return ['scrypt', o.N, o.r, o.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when the password fits the stored hash; a malformed hash never fits. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const o = { N: Number(n), r: Number(r), p: Number(p) };
  if (![o.N, o.r, o.p].every((v) => Number.isSafeInteger(v) && v > 0) || o.N > 2 ** 20) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), o);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A password nobody chose (the demo accounts'): 16 characters from 96 random bits. */
export const randomPassword = () => randomBytes(12).toString('base64url');

// A hash of nothing anyone knows: an unknown e-mail address costs a login as long as a known one.
let decoy: Promise<string> | null = null;
export async function verifyNobody(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
