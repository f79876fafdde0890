import { externalLink, externalLinkTarget, parsePlatform } from './platform';

describe('parsePlatform', () => {
  it('knows the four platforms; anything else is web', () => {
    expect(['android', 'IOS', 'desktop', 'mobileweb', 'tv', null].map(parsePlatform)).toEqual(['android', 'ios', 'desktop', 'mobileweb', 'web', 'web']);
  });
});

describe('externalLink', () => {
  const url = 'https://shop.example/ebook?code=A&b=1';
  it('opens in the app through its URI scheme on android and ios', () => {
    for (const p of ['android', 'ios'] as const) {
      expect(externalLink(p, 'raeppli', url)).toEqual({
        href: 'raeppli://open?url=https%3A%2F%2Fshop.example%2Febook%3Fcode%3DA%26b%3D1',
        target: '_self',
        rel: undefined,
      });
      expect(externalLinkTarget(p)).toBe('_self');
    }
  });
  it('opens in a new tab with noopener on the web', () => {
    for (const p of ['desktop', 'mobileweb', 'web'] as const) {
      expect(externalLink(p, 'raeppli', url)).toEqual({ href: url, target: '_blank', rel: 'noopener' });
      expect(externalLinkTarget(p)).toBe('_blank');
    }
  });
  it('refuses what is not an http(s) address', () => {
    for (const bad of ['javascript:alert(1)', '/me/rewards', '//evil.example', 'https://', 'data:text/html,x'])
      expect(externalLink('web', 'raeppli', bad)).toBeNull();
  });
});
