import { appDeepLink, entryPath, validEntry } from './entry';

describe('entryPath', () => {
  it('maps section names and specials', () => {
    expect(entryPath('rewards')).toBe('/me/rewards');
    expect(entryPath('special/adventskalender')).toBe('/me/special/adventskalender');
  });
  it('accepts in-app paths under /me/', () => {
    expect(entryPath('/me/rewards/detail/5')).toBe('/me/rewards/detail/5');
  });
  it('falls back to the overview for anything else', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/me//x', '/admin', '/me/open', 'special/../x']) {
      expect(entryPath(bad)).toBe('/me/overview');
    }
  });
});

describe('appDeepLink', () => {
  it('uses the URI scheme', () => {
    expect(appDeepLink('raeppli', 'rewards')).toBe('raeppli://open?entry=rewards');
    expect(appDeepLink('raeppli', null)).toBe('raeppli://open');
  });
});

describe('validEntry', () => {
  it('keeps an entry that names a place in this app', () => {
    for (const good of ['overview', 'rewards', 'special/adventskalender', '/me/rewards/detail/5', '/me/overview']) expect(validEntry(good)).toBe(good);
  });
  it('refuses absolute, foreign and unknown entries, and the deep link leaves them out', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/admin', '/me/open', 'javascript:alert(1)']) {
      expect(validEntry(bad)).toBeNull();
      expect(appDeepLink('raeppli', bad)).toBe('raeppli://open');
    }
  });
});
