import { EARLY_ME_SCRIPT, EARLY_PAGE_SCRIPT, takeEarlyResponse } from './early-me';
import { apiUrl } from './fetcher';
import { myRewardsPath } from './rewards-api';

jest.mock('./report', () => ({ reportError: jest.fn() }));

type FakeWindow = { location: { search: string; pathname: string }; __raeppliEarly?: Record<string, Promise<Response>> };

/** Runs the inline script as the browser would, against a window with this query and a fetch that records its calls. */
function runScript(search: string, pathname = '/me/overview', script = EARLY_ME_SCRIPT) {
  const win: FakeWindow = { location: { search, pathname } };
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  new Function('window', 'location', 'fetch', 'URLSearchParams', 'URL', script)(win, win.location, fetch, URLSearchParams, URL);
  return { win, calls };
}

describe('the early /api/me request', () => {
  const original = (globalThis as { window?: unknown }).window;
  afterEach(() => {
    (globalThis as { window?: unknown }).window = original;
  });

  it('asks for the address the fetch wrapper asks for, with the token of the page', () => {
    const token = 'ab-C_d~e f+g';
    const { win, calls } = runScript(`?platform=ios&collector_token=${encodeURIComponent(token)}&hash=h`);
    expect(calls.map((c) => c.url)).toEqual([apiUrl('/me', token)]);
    expect(Object.keys(win.__raeppliEarly ?? {})).toEqual([apiUrl('/me', token)]);
  });

  it("asks for an order page's order and for my rewards' first page, as their hooks do", () => {
    const coupon = runScript('?collector_token=abc&hash=h&token=t', '/me/rewards/detail/coupon/42');
    expect(coupon.calls.map((c) => c.url)).toEqual([apiUrl('/me', 'abc'), apiUrl('/me/orders/42', 'abc')]);
    const pass = runScript('?collector_token=abc&hash=h&token=t', '/me/rewards/detail/custom/7/');
    expect(pass.calls.map((c) => c.url)).toEqual([apiUrl('/me', 'abc'), apiUrl('/me/orders/7', 'abc')]);
    const mine = runScript('?collector_token=abc&hash=h&token=t', '/me/profile/rewards');
    expect(mine.calls.map((c) => c.url)).toEqual([apiUrl('/me', 'abc'), apiUrl(myRewardsPath('rewards'), 'abc')]);
    const raffles = runScript('?tab=raffles&collector_token=abc&hash=h&token=t', '/me/profile/rewards');
    expect(raffles.calls[1]!.url).toBe(apiUrl(myRewardsPath('raffles'), 'abc'));
    // Not an order id, or no SSO pair (an anonymous reader): only /api/me.
    expect(runScript('?collector_token=abc&hash=h&token=t', '/me/rewards/detail/coupon/x1').calls).toHaveLength(1);
    expect(runScript('?collector_token=abc', '/me/rewards/detail/coupon/42').calls).toHaveLength(1);
    expect(runScript('?collector_token=abc&hash=h', '/me/profile/rewards').calls).toHaveLength(1);
  });

  it("asks for a popup's records and a widget's /me for every reader with a token, and nothing else in those layouts", () => {
    const page = (search: string, pathname: string) => runScript(search, pathname, EARLY_PAGE_SCRIPT).calls.map((c) => c.url);
    for (const kind of ['badge', 'levelup', 'profile', 'birthday', 'register', 'specialday', 'christmas', 'birthdayweek', 'detail/12']) {
      expect(page('?collector_token=abc', `/notification/${kind}`)).toEqual([apiUrl('/notifications', 'abc')]);
      expect(page('?collector_token=abc&hash=h&token=t', `/notification/${kind}`)).toEqual([apiUrl('/notifications', 'abc')]);
    }
    for (const widget of ['main', 'user', 'profile', 'prizewheel', 'quiz', 'special', 'reward/3']) {
      expect(page('?collector_token=abc', `/widget/${widget}`)).toEqual([apiUrl('/me', 'abc')]);
    }
    // A redeemed voucher's page (in the default layout, after /api/me), also for an anonymous reader, as its hook asks.
    expect(runScript('?collector_token=abc', '/me/voucher/8').calls.map((c) => c.url)).toEqual([apiUrl('/me', 'abc'), apiUrl('/vouchers/8', 'abc')]);
    expect(runScript('?collector_token=abc', '/me/voucher/x').calls).toHaveLength(1);
    // Pages whose hooks do not ask: a post, the reward list, the popup preview, a bad id.
    for (const pathname of ['/widget/post/3', '/widget/reward', '/preview/notifications/popup', '/notification/detail/0', '/notification/other']) {
      expect(page('?collector_token=abc&hash=h&token=t', pathname)).toEqual([]);
    }
    // In the default layout a widget-like path still asks /api/me once, never twice.
    expect(runScript('?collector_token=abc', '/widget/user').calls.map((c) => c.url)).toEqual([apiUrl('/me', 'abc')]);
  });

  it('asks nothing without a token', () => {
    expect(runScript('?platform=ios', '/notification/badge', EARLY_PAGE_SCRIPT).calls).toHaveLength(0);
    expect(runScript('?platform=ios').calls).toHaveLength(0);
    expect(runScript('').calls).toHaveLength(0);
  });

  it('hands its answer to the first GET of the same address only, once', async () => {
    const { win } = runScript('?collector_token=abc');
    (globalThis as { window?: unknown }).window = win;
    expect(takeEarlyResponse(apiUrl('/me', 'other'))).toBeNull();
    const taken = takeEarlyResponse(apiUrl('/me', 'abc'));
    expect(taken).not.toBeNull();
    expect(await (await taken!).json()).toEqual({});
    expect(takeEarlyResponse(apiUrl('/me', 'abc'))).toBeNull();
  });
});
