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
 * Why a member may not act with the SSO pair (hash, token) of the address, or null when it may:
 * anonymous → ANONYMOUS_NOT_ALLOWED (prompt to log in), no pair → MISSING_HASH_TOKEN, a pair of
 * someone else or a wrong hash → INVALID_HASH_TOKEN. The collector token alone is not enough.
 */
export function ssoPairProblem(
  member: { anonymous: boolean; ssoToken: string | null },
  pair: { hash?: string; token?: string },
  secret: string,
): 'ANONYMOUS_NOT_ALLOWED' | 'MISSING_HASH_TOKEN' | 'INVALID_HASH_TOKEN' | null {
  if (member.anonymous) return 'ANONYMOUS_NOT_ALLOWED';
  if (!pair.hash || !pair.token) return 'MISSING_HASH_TOKEN';
  const sameToken = member.ssoToken !== null && member.ssoToken.length === pair.token.length && timingSafeEqual(Buffer.from(member.ssoToken), Buffer.from(pair.token));
  return sameToken && verifySsoHash(pair.hash, pair.token, secret) ? null : 'INVALID_HASH_TOKEN';
}
