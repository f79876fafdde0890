import { isAllowedMessage, isResetHome } from './messages';

describe('isAllowedMessage', () => {
  const allowed = ['https://www.example.org', 'http://localhost:3000'];
  it('accepts the signal from an allowed origin, as a string or {type}', () => {
    expect(isAllowedMessage('https://www.example.org', 'reset', allowed, 'reset')).toBe(true);
    expect(isAllowedMessage('http://localhost:3000', { type: 'reset' }, allowed, 'reset')).toBe(true);
  });
  it('rejects other origins and other data', () => {
    expect(isAllowedMessage('https://evil.example', 'reset', allowed, 'reset')).toBe(false);
    expect(isAllowedMessage('https://www.example.org.evil.example', 'reset', allowed, 'reset')).toBe(false);
    expect(isAllowedMessage('https://www.example.org', 'other', allowed, 'reset')).toBe(false);
    expect(isAllowedMessage('https://www.example.org', null, allowed, 'reset')).toBe(false);
  });
});

describe('isResetHome', () => {
  const allowed = ['https://www.example.org'];
  it('takes the configured signal and the typed host message from an allowed origin', () => {
    expect(isResetHome('https://www.example.org', 'reset', allowed, 'reset')).toBe(true);
    expect(isResetHome('https://www.example.org', { type: 'raeppli:reset-home' }, allowed, 'reset')).toBe(true);
  });
  it('ignores the typed message from any other origin, and other shapes', () => {
    expect(isResetHome('https://evil.example', { type: 'raeppli:reset-home' }, allowed, 'reset')).toBe(false);
    expect(isResetHome('https://www.example.org', { type: 'raeppli:reset' }, allowed, 'reset')).toBe(false);
    expect(isResetHome('https://www.example.org', null, allowed, 'reset')).toBe(false);
  });
});
