import PageCache from './page-cache.cjs';
import { invalidatePages } from './invalidate';

const page = (html: string) => ({ kind: 'APP_PAGE', html });

describe('page cache', () => {
  beforeEach(() => invalidatePages());

  it('starts empty, so the first request renders (nothing the build rendered is served)', async () => {
    expect(await new PageCache().get('/route-cache/APP_PAGE/x/$/me/rewards')).toBeNull();
  });

  it('serves what was set, from any handler instance of the process', async () => {
    await new PageCache().set('a', page('A'), { tags: ['_N_T_/me/rewards'] });
    const hit = await new PageCache().get('a');
    expect(hit?.value).toEqual(page('A'));
    expect(hit?.tags).toEqual(['_N_T_/me/rewards']);
    expect(hit?.lastModified).toBeLessThanOrEqual(Date.now());
  });

  it('forgets an entry set to null and entries of a revalidated tag', async () => {
    const cache = new PageCache();
    await cache.set('a', page('A'), { tags: ['t1'] });
    await cache.set('b', page('B'), { tags: ['t2'] });
    await cache.set('c', page('C'), { tags: ['t3'] });
    await cache.set('a', null);
    await cache.revalidateTag(['t2']);
    expect(await cache.get('a')).toBeNull();
    expect(await cache.get('b')).toBeNull();
    expect((await cache.get('c'))?.value).toEqual(page('C'));
  });

  it('keeps at most 2000 pages, the oldest go first', async () => {
    const cache = new PageCache();
    for (let i = 0; i <= 2000; i++) await cache.set(`p${i}`, page(String(i)));
    expect(await cache.get('p0')).toBeNull();
    expect(await cache.get('p1')).not.toBeNull();
    expect(await cache.get('p2000')).not.toBeNull();
  });

  it("never keeps a preview page (an editor's signed link, rendered per request)", async () => {
    const cache = new PageCache();
    await cache.set('/route-cache/APP_PAGE/abc/$/preview/rewards/detail', page('P'), { tags: ['_N_T_/preview/rewards/detail'] });
    await cache.set('/route-cache/APP_PAGE/abc/$/preview/rewards/7', page('P'));
    await cache.set('some-key', page('P'), { tags: ['_N_T_/preview/rewards/largecard'] });
    await cache.set('/route-cache/APP_PAGE/abc/$/me/previews', page('M'));
    expect(await cache.get('/route-cache/APP_PAGE/abc/$/preview/rewards/detail')).toBeNull();
    expect(await cache.get('/route-cache/APP_PAGE/abc/$/preview/rewards/7')).toBeNull();
    expect(await cache.get('some-key')).toBeNull();
    expect(await cache.get('/route-cache/APP_PAGE/abc/$/me/previews')).not.toBeNull();
  });

  it('invalidatePages drops every page, so editors see their change on the next request', async () => {
    await new PageCache().set('a', page('A'));
    invalidatePages();
    expect(await new PageCache().get('a')).toBeNull();
  });
});
