import { supportToken } from './support-token';
import { hashedCollectorToken } from './hashed-token';

describe('supportToken', () => {
  it('is c plus the last 8 characters of the collector token', () => {
    expect(supportToken('abcdefghijKLMNOPQR')).toBe('cKLMNOPQR');
  });
  it('is c000 without a token', () => {
    expect(supportToken('')).toBe('c000');
    expect(supportToken(null)).toBe('c000');
    expect(supportToken(undefined)).toBe('c000');
  });
  it('keeps a short token whole', () => {
    expect(supportToken('abc')).toBe('cabc');
  });
});

describe('hashedCollectorToken', () => {
  it('prefixes 4 digits between 1000 and 9999', () => {
    expect(hashedCollectorToken('tok', () => 0)).toBe('1000tok');
    expect(hashedCollectorToken('tok', () => 0.999999999)).toBe('9999tok');
    for (let i = 0; i < 200; i++) {
      const value = hashedCollectorToken('T');
      expect(value).toMatch(/^\d{4}T$/);
      const n = Number(value.slice(0, 4));
      expect(n).toBeGreaterThanOrEqual(1000);
      expect(n).toBeLessThanOrEqual(9999);
    }
  });
});
