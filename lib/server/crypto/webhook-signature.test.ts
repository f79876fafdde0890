import { createHmac } from 'node:crypto';
import { newWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_test-secret';
  const body = '{"id":"evt_1","type":"order.created","created_at":"2026-11-26T10:00:00.000Z","data":{}}';

  it('is HMAC-SHA256 of "t.body" under the secret, in hex', () => {
    const expected = createHmac('sha256', secret).update(`1764151200.${body}`).digest('hex');
    expect(signWebhook(secret, 1764151200, body)).toBe(`t=1764151200,v1=${expected}`);
  });

  it('verifies the right secret and body within the tolerance, and nothing else', () => {
    const header = signWebhook(secret, 1000, body);
    expect(verifyWebhook(secret, header, body, 1000)).toBe(true);
    expect(verifyWebhook(secret, header, body, 1299)).toBe(true);
    expect(verifyWebhook(secret, header, body, 1301)).toBe(false);
    expect(verifyWebhook('whsec_other', header, body, 1000)).toBe(false);
    expect(verifyWebhook(secret, header, body.replace('evt_1', 'evt_2'), 1000)).toBe(false);
    expect(verifyWebhook(secret, header.replace('t=1000', 't=1001'), body, 1000)).toBe(false);
    expect(verifyWebhook(secret, 'garbage', body, 1000)).toBe(false);
  });

  it('makes secrets of 32 random bytes', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
