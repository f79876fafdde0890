import { reloadTarget } from './reload-action';

describe('the reload action of the error pages (docs/product.md §5.5)', () => {
  test('goes to /me/rewards with collector_token, platform, hash and token', () => {
    const target = reloadTarget('?collector_token=abc&hash=h1&token=t%2B1&platform=ios&display_type=overview&foo=bar')!;
    const url = new URL(target, 'http://x.invalid');
    expect(url.pathname).toBe('/me/rewards');
    expect(Object.fromEntries(url.searchParams)).toEqual({ collector_token: 'abc', platform: 'ios', hash: 'h1', token: 't+1' });
  });

  test('keeps the pur-abo flag as an extra, leaves out what is not there', () => {
    expect(reloadTarget('?collector_token=abc&is_pur_abo=true')).toBe('/me/rewards?collector_token=abc&is_pur_abo=true');
    expect(reloadTarget('?collector_token=abc&is_pur_abo=false')).toBe('/me/rewards?collector_token=abc');
  });

  test('without a collector token there is nothing to reload with', () => {
    expect(reloadTarget('')).toBeNull();
    expect(reloadTarget('?hash=h&token=t')).toBeNull();
  });
});
