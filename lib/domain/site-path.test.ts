import { isSitePath, sameOriginUrl } from './site-path';

describe('a path of this site', () => {
  it('is one leading slash and a path, with its query and hash', () => {
    for (const good of ['/', '/me/posts/3', '/notification/badge?id=12', '/me/rewards#top', '/api/media/a%20b.png']) expect(isSitePath(good)).toBe(true);
  });

  it('is never another host, however it is spelt', () => {
    const bad = [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      '/a\\b',
      '/\t/evil.example',
      '/\n/evil.example',
      '/x\u0000',
      '/x\u007f',
      '/a b',
      'https://evil.example/',
      'javascript:alert(1)',
      'me/posts',
      '',
      `/${'a'.repeat(2048)}`,
      42,
      null,
    ];
    for (const href of bad) expect(isSitePath(href)).toBe(false);
  });
});

describe('an address of this origin', () => {
  const origin = 'https://raeppli.example';

  it('is resolved and compared by origin', () => {
    expect(sameOriginUrl('/me/overview?x=1', origin)?.href).toBe('https://raeppli.example/me/overview?x=1');
    expect(sameOriginUrl('https://raeppli.example/me', origin)?.pathname).toBe('/me');
  });

  it('is null for another origin, whatever the spelling, and for other schemes', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example/x',
      'https://evil.example/',
      'http://raeppli.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      '',
      null,
      undefined,
    ]) {
      expect(sameOriginUrl(href, origin)).toBeNull();
    }
  });
});
