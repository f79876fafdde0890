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
