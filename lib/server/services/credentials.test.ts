import { createHmac } from 'node:crypto';
import { newCollectorToken, newSsoToken, ssoHash, verifySsoHash } from './credentials';

const SECRET = 'test-sso-secret-0123456789';

describe('newCollectorToken', () => {
  it('is URL-safe and carries at least 128 bits', () => {
    for (let i = 0; i < 200; i++) {
      const token = newCollectorToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(encodeURIComponent(token)).toBe(token);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
  });

  it('never repeats and varies in every position', () => {
    const tokens = Array.from({ length: 2000 }, newCollectorToken);
    expect(new Set(tokens).size).toBe(tokens.length);
    const length = tokens[0]!.length;
    for (let i = 0; i < length; i++) {
      expect(new Set(tokens.map((t) => t[i])).size).toBeGreaterThan(1);
    }
  });
});

describe('newSsoToken', () => {
  it('is URL-safe, at least 128 bits and unique', () => {
    const tokens = Array.from({ length: 500 }, newSsoToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe('ssoHash', () => {
  it('is HMAC-SHA256 of the token under the secret, in hex', () => {
    // RFC-style known vector
    expect(ssoHash('The quick brown fox jumps over the lazy dog', 'key')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
    const token = newSsoToken();
    expect(ssoHash(token, SECRET)).toBe(createHmac('sha256', SECRET).update(token).digest('hex'));
  });

  it('depends on the secret and the token', () => {
    expect(ssoHash('token', SECRET)).not.toBe(ssoHash('token', `${SECRET}x`));
    expect(ssoHash('token-a', SECRET)).not.toBe(ssoHash('token-b', SECRET));
  });
});

describe('verifySsoHash', () => {
  const token = newSsoToken();
  const hash = ssoHash(token, SECRET);
  const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === '0' ? '1' : '0') + s.slice(i + 1);

  it('accepts the correct pair (also in upper case hex)', () => {
    expect(verifySsoHash(hash, token, SECRET)).toBe(true);
    expect(verifySsoHash(hash.toUpperCase(), token, SECRET)).toBe(true);
  });

  it('rejects a tampered hash', () => {
    expect(verifySsoHash(flip(hash, 0), token, SECRET)).toBe(false);
    expect(verifySsoHash(flip(hash, 63), token, SECRET)).toBe(false);
  });

  it('rejects a hash of the wrong length', () => {
    expect(verifySsoHash(hash.slice(0, 62), token, SECRET)).toBe(false);
    expect(verifySsoHash(`${hash}00`, token, SECRET)).toBe(false);
    expect(verifySsoHash('', token, SECRET)).toBe(false);
  });

  it('rejects non-hex input', () => {
    expect(verifySsoHash(`${hash.slice(0, 63)}g`, token, SECRET)).toBe(false);
    expect(verifySsoHash(`${hash.slice(0, 62)} 0`, token, SECRET)).toBe(false);
    expect(verifySsoHash(Buffer.from(hash, 'hex').toString('base64'), token, SECRET)).toBe(false);
  });

  it('rejects another token or another secret', () => {
    expect(verifySsoHash(hash, newSsoToken(), SECRET)).toBe(false);
    expect(verifySsoHash(hash, token, `${SECRET}x`)).toBe(false);
  });
});
