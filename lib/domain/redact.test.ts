import { redact, redactObject, redactSentryEvent } from './redact';

describe('redact', () => {
  it('hides collector_token, hash and token in query strings', () => {
    expect(redact('/api/me?collector_token=abc123&x=1&hash=ff00&token=zz')).toBe('/api/me?collector_token=[redacted]&x=1&hash=[redacted]&token=[redacted]');
  });
  it('hides bearer keys', () => {
    expect(redact('Authorization: Bearer sk_live.abc-123')).toBe('Authorization: Bearer [redacted]');
  });
  it('leaves other text alone', () => {
    expect(redact('/me/overview?platform=ios')).toBe('/me/overview?platform=ios');
  });
});

describe('redactSentryEvent and redactObject', () => {
  it('redact the request URL, drop the query string and clean context objects', () => {
    const event = redactSentryEvent({ request: { url: 'https://x/me?collector_token=abc', query_string: 'collector_token=abc' } });
    expect(event.request).toEqual({ url: 'https://x/me?collector_token=[redacted]', query_string: '[redacted]' });
    expect(redactObject({ path: '/api/me?collector_token=abc&hash=def' })).toEqual({ path: '/api/me?collector_token=[redacted]&hash=[redacted]' });
  });
});
