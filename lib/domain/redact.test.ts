import { redact } from './redact';

describe('redact', () => {
  it('hides collector_token, hash and token in query strings', () => {
    expect(redact('/api/me?collector_token=abc123&x=1&hash=ff00&token=zz')).toBe(
      '/api/me?collector_token=[redacted]&x=1&hash=[redacted]&token=[redacted]',
    );
  });
  it('hides bearer keys', () => {
    expect(redact('Authorization: Bearer sk_live.abc-123')).toBe('Authorization: Bearer [redacted]');
  });
  it('leaves other text alone', () => {
    expect(redact('/me/overview?platform=ios')).toBe('/me/overview?platform=ios');
  });
});
