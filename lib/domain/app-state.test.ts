import { appStateOf, isPublicPage } from './app-state';
import { externalLinkTarget, isAppPlatform, parsePlatform } from './platform';

describe('appStateOf', () => {
  it('loads nothing without a token', () => {
    expect(appStateOf({ urlToken: '', failed: false })).toBe('idle');
    expect(appStateOf({ urlToken: '', failed: true })).toBe('idle');
  });
  it('decides nothing while the address is not known (server HTML, first browser render)', () => {
    expect(appStateOf({ urlToken: null, failed: false })).toBe('loading');
    expect(appStateOf({ urlToken: null, failed: true })).toBe('loading');
  });
  it('is loading until /me answers', () => {
    expect(appStateOf({ urlToken: 'a', failed: false })).toBe('loading');
  });
  it('is ready when /me returns the token of the URL', () => {
    expect(appStateOf({ urlToken: 'a', me: { collector_token: 'a' }, failed: false })).toBe('ready');
  });
  it('is error when the token differs or the call fails', () => {
    expect(appStateOf({ urlToken: 'a', me: { collector_token: 'b' }, failed: false })).toBe('error');
    expect(appStateOf({ urlToken: 'a', failed: true })).toBe('error');
  });
});

describe('isPublicPage', () => {
  it('names the pages that are the same for everyone: a raffle audit and the terms', () => {
    expect(isPublicPage('/me/rewards/detail/11/audit')).toBe(true);
    expect(isPublicPage('/me/rewards/detail/11/audit/')).toBe(true);
    expect(isPublicPage('/me/rewards/terms')).toBe(true);
  });
  it('keeps every member page behind the session, the reward and its sub-pages too', () => {
    for (const path of [
      '/me/overview',
      '/me/rewards',
      '/me/rewards/detail/11',
      '/me/rewards/detail/abc/audit',
      '/me/rewards/detail/11/audit/x',
      '/me/rewards/terms/x',
      '/me/rewards/detail/coupon/5',
    ]) {
      expect(isPublicPage(path)).toBe(false);
    }
  });
});

describe('platform', () => {
  it('knows the app platforms and falls back to web', () => {
    expect(parsePlatform('ios')).toBe('ios');
    expect(parsePlatform('ANDROID')).toBe('android');
    expect(parsePlatform('mobileweb')).toBe('mobileweb');
    expect(parsePlatform('windows')).toBe('web');
    expect(parsePlatform(null)).toBe('web');
    expect(isAppPlatform('ios')).toBe(true);
    expect(isAppPlatform('desktop')).toBe(false);
    expect(externalLinkTarget('android')).toBe('_self');
    expect(externalLinkTarget('web')).toBe('_blank');
  });
});
