import { isAllowedMessage } from './messages';

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
