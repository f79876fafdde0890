/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

// proxy.ts (docs/architecture.md, "Pages" and "Web view"): it forwards /me/open to its entry,
// re-adds a lost collector_token from a same-origin Referer — only for a page the browser navigates
// to, as a prefetch of a bare link in the HTML would loop — and renders pages without the query.
// Next removes the router's own marks (`rsc` header, `_rsc` parameter) before the proxy runs, so the
// requests here carry only what reaches it: the browser's Accept header.
const from = 'http://app.test/me/overview?collector_token=abc&hash=h';
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const FETCH = { accept: '*/*' };

function request(path: string, headers: Record<string, string>) {
  return new NextRequest(new URL(path, 'http://app.test'), { headers: { host: 'app.test', referer: from, ...headers } });
}

beforeAll(() => {
  // No redirect rules: the API the proxy asks is not running here.
  jest.spyOn(global, 'fetch').mockRejectedValue(new Error('offline'));
});

describe('token fallback', () => {
  it('redirects a page navigation without token to the same path with the previous query', async () => {
    const res = await proxy(request('/me/rewards', NAVIGATION));
    expect(res.status).toBe(307);
    const target = new URL(res.headers.get('location')!);
    expect(target.pathname).toBe('/me/rewards');
    expect(target.searchParams.get('collector_token')).toBe('abc');
  });

  it("passes the router's fetch of a page without token through", async () => {
    const res = await proxy(request('/me/rewards', FETCH));
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });

  it('passes a navigation that has its token through', async () => {
    const res = await proxy(request('/me/rewards?collector_token=xyz', NAVIGATION));
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('pages render without the query', () => {
  it('rewrites a page request with a query to its bare path', async () => {
    const res = await proxy(request('/me/rewards?collector_token=xyz&hash=h&token=t', NAVIGATION));
    expect(res.headers.get('location')).toBeNull();
    const rewritten = new URL(res.headers.get('x-middleware-rewrite')!);
    expect(rewritten.pathname).toBe('/me/rewards');
    expect(rewritten.search).toBe('');
  });

  it('leaves a page request without a query as it is', async () => {
    const res = await proxy(new NextRequest(new URL('/open', 'http://app.test'), { headers: NAVIGATION }));
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('previews keep their signed query (docs/console.md, Previews)', () => {
  const link = '/preview/rewards/detail?id=5&exp=1700000000&sig=abc';

  it('passes a preview with its query, unrewritten, not cached, not indexed, and adds no token from the Referer', async () => {
    const res = await proxy(request(link, NAVIGATION));
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it("drops anything but id, exp and sig (a member's session) with a redirect", async () => {
    const res = await proxy(request(`${link}&collector_token=abc&hash=h&token=t`, NAVIGATION));
    expect(res.status).toBe(307);
    const target = new URL(res.headers.get('location')!);
    expect(target.pathname + target.search).toBe(link);
  });
});

describe('/me/open', () => {
  it('forwards to the entry at once, with the rest of the query', async () => {
    const res = await proxy(request('/me/open?entry=rewards&collector_token=xyz&hash=h&token=t&platform=ios', NAVIGATION));
    expect(res.status).toBe(307);
    const target = new URL(res.headers.get('location')!);
    expect(target.pathname).toBe('/me/rewards');
    expect(Object.fromEntries(target.searchParams)).toEqual({ collector_token: 'xyz', hash: 'h', token: 't', platform: 'ios' });
  });

  it('forwards to the overview without an entry, or with one that leads outside the member area', async () => {
    for (const path of ['/me/open?collector_token=xyz', '/me/open?entry=https://evil.example&collector_token=xyz']) {
      const target = new URL((await proxy(request(path, NAVIGATION))).headers.get('location')!);
      expect(target.pathname).toBe('/me/overview');
      expect(target.host).toBe('app.test');
      expect(target.searchParams.get('collector_token')).toBe('xyz');
    }
  });
});
