import { PREVIEW_TTL_SECONDS, rewardPreviewUrls, signPreview, verifyPreview } from './previews';

// Signed preview links (docs/console.md, Previews): HMAC-SHA256 over (kind, id, expiry) under a key
// derived from SSO_SECRET; valid for an hour, then never again; any change to the link voids it.
const SECRET = 'preview-test-secret-0123456789';
const NOW = new Date('2026-03-01T10:00:00Z');
const config = { SSO_SECRET: SECRET, SITE_URL: 'https://raeppli.example' };

const linkOf = (url: string) => Object.fromEntries(new URL(url).searchParams) as { id: string; exp: string; sig: string };

describe('preview links', () => {
  it('signs the three preview pages of a reward on SITE_URL, valid for one hour', () => {
    const { urls, expires_at } = rewardPreviewUrls(config, 42, NOW);
    expect(new Date(expires_at).getTime() - NOW.getTime()).toBe(PREVIEW_TTL_SECONDS * 1000);
    for (const [view, url] of Object.entries(urls)) {
      const u = new URL(url);
      expect(u.origin + u.pathname).toBe(`https://raeppli.example/preview/rewards/${view}`);
      expect([...u.searchParams.keys()].sort()).toEqual(['exp', 'id', 'sig']);
      expect(verifyPreview(SECRET, 'rewards', linkOf(url), NOW)).toBe(42);
    }
  });

  it('verifies until the expiry, not at or after it', () => {
    const link = linkOf(rewardPreviewUrls(config, 7, NOW).urls.detail);
    expect(verifyPreview(SECRET, 'rewards', link, new Date(NOW.getTime() + PREVIEW_TTL_SECONDS * 1000 - 1000))).toBe(7);
    expect(verifyPreview(SECRET, 'rewards', link, new Date(NOW.getTime() + PREVIEW_TTL_SECONDS * 1000))).toBeNull();
    expect(verifyPreview(SECRET, 'rewards', link, new Date(NOW.getTime() + 2 * PREVIEW_TTL_SECONDS * 1000))).toBeNull();
  });

  it('refuses a link with another id, a later expiry, a changed signature, or another secret', () => {
    const link = linkOf(rewardPreviewUrls(config, 7, NOW).urls.detail);
    expect(verifyPreview(SECRET, 'rewards', { ...link, id: '8' }, NOW)).toBeNull();
    expect(verifyPreview(SECRET, 'rewards', { ...link, exp: String(Number(link.exp) + 3600) }, NOW)).toBeNull();
    const flipped = `${link.sig.slice(0, -1)}${link.sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyPreview(SECRET, 'rewards', { ...link, sig: flipped }, NOW)).toBeNull();
    expect(verifyPreview('another-secret-0123456789abcdef', 'rewards', link, NOW)).toBeNull();
  });

  it('refuses what is missing or malformed, without throwing', () => {
    const link = linkOf(rewardPreviewUrls(config, 7, NOW).urls.detail);
    for (const bad of [
      {},
      { ...link, sig: undefined },
      { ...link, exp: undefined },
      { ...link, id: undefined },
      { ...link, id: '07' },
      { ...link, id: '7.0' },
      { ...link, exp: '-1' },
      { ...link, sig: `${link.sig}A` },
      { ...link, sig: 'x'.repeat(43) },
      { ...link, id: '99999999999999999' },
    ]) {
      expect(verifyPreview(SECRET, 'rewards', bad, NOW)).toBeNull();
    }
  });

  it('signs (kind, id, expiry) as one message: the same numbers under another split do not verify', () => {
    const sig = signPreview(SECRET, 'rewards', 1, 23);
    expect(verifyPreview(SECRET, 'rewards', { id: '1', exp: '23', sig }, new Date(0))).toBe(1);
    expect(verifyPreview(SECRET, 'rewards', { id: '12', exp: '3', sig }, new Date(0))).toBeNull();
  });

  it('does not sign with SSO_SECRET itself (a derived key)', () => {
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const plain = createHmac('sha256', SECRET).update('rewards\n7\n100').digest('base64url');
    expect(signPreview(SECRET, 'rewards', 7, 100)).not.toBe(plain);
  });
});
