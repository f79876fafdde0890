import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A collector token: 192 bits from node:crypto, URL-safe base64 (32 characters). */
export const newCollectorToken = () => randomBytes(24).toString('base64url');

/** A member's SSO token: 256 bits, URL-safe. */
export const newSsoToken = () => randomBytes(32).toString('base64url');

/** hash = HMAC-SHA256(token) under SSO_SECRET, hex. */
export const ssoHash = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest('hex');

/** Checks a hash/token pair in constant time. */
export function verifySsoHash(hash: string, token: string, secret: string): boolean {
  const expected = Buffer.from(ssoHash(token, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(hash) ? hash : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An SSO pair (hash, token) from a request's query, as the database's member rule takes it
 * (raeppli_sso_problem, lib/server/db/functions/15-member.sql): the token, and whether the hash is
 * the HMAC of the token under the SSO secret — the part only the API can check.
 */
export function ssoPair(pair: { hash?: string; token?: string }, secret: string): { sso_token: string | null; hash_ok: boolean } {
  if (!pair.hash || !pair.token) return { sso_token: null, hash_ok: false };
  return { sso_token: pair.token, hash_ok: verifySsoHash(pair.hash, pair.token, secret) };
}
