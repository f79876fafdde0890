import { mayReloadForBuild, mergePreviousQuery, reloadHref, withPreservedQuery } from './navigation';

const q = (s: string) => new URLSearchParams(s);

describe('mergePreviousQuery', () => {
  it('merges the previous query when the target lacks the token', () => {
    expect(mergePreviousQuery(q('tab=2'), q('collector_token=abc&platform=ios'))?.toString()).toBe('collector_token=abc&platform=ios&tab=2');
  });
  it("lets the target's own parameters win", () => {
    expect(mergePreviousQuery(q('platform=android'), q('collector_token=abc&platform=ios'))?.get('platform')).toBe('android');
  });
  it('changes nothing when the target has a token or the previous had none', () => {
    expect(mergePreviousQuery(q('collector_token=new'), q('collector_token=old'))).toBeNull();
    expect(mergePreviousQuery(q(''), q('platform=ios'))).toBeNull();
  });
});

describe('withPreservedQuery', () => {
  const origin = 'http://localhost:3000';
  it('adds the token to an internal link', () => {
    expect(withPreservedQuery('/me/faq#top', '?collector_token=abc', origin)).toBe('/me/faq?collector_token=abc#top');
  });
  it('leaves other origins alone', () => {
    expect(withPreservedQuery('https://example.org/x', '?collector_token=abc', origin)).toBe('https://example.org/x');
  });
});

describe('reloadHref', () => {
  it('goes to /me/rewards with token, platform, hash, token and extras', () => {
    expect(reloadHref({ collector_token: 'c', platform: 'ios', hash: 'h', token: 't', extras: { entry: 'x' } })).toBe(
      '/me/rewards?collector_token=c&platform=ios&hash=h&token=t&entry=x',
    );
    expect(reloadHref({ collector_token: 'c' })).toBe('/me/rewards?collector_token=c');
  });
});

describe('mayReloadForBuild', () => {
  it('allows one reload per path in 10 seconds', () => {
    expect(mayReloadForBuild({}, '/me/overview', 1000)).toBe(true);
    expect(mayReloadForBuild({ '/me/overview': 1000 }, '/me/overview', 10_999)).toBe(false);
    expect(mayReloadForBuild({ '/me/overview': 1000 }, '/me/overview', 11_000)).toBe(true);
    expect(mayReloadForBuild({ '/me/overview': 1000 }, '/me/faq', 2000)).toBe(true);
  });
});
