import { isHonoPath, securityHeaders, widgetCacheControl } from './headers';
import { parseConfig } from '@/lib/config';

const config = parseConfig({ NODE_ENV: 'test', ALLOWED_FRAME_ANCESTORS: 'https://www.example.org' });
const csp = (url: string) => Object.fromEntries(securityHeaders(config, url))['Content-Security-Policy'];

describe('securityHeaders', () => {
  it('lets the host pages frame the member pages, and nobody the console or its API', () => {
    expect(csp('/me/overview?collector_token=x')).toBe("frame-ancestors 'self' https://www.example.org");
    expect(csp('/console')).toBe("frame-ancestors 'none'");
    expect(csp('/console/rewards/3')).toBe("frame-ancestors 'none'");
    expect(csp('/api/console/me')).toBe("frame-ancestors 'none'");
    expect(csp('/consoles')).toBe("frame-ancestors 'self' https://www.example.org");
  });
});

describe('widgetCacheControl', () => {
  it('lets a CDN keep the widget pages (docs/widgets.md), with or without a query; no other path', () => {
    const cdn = 'public, s-maxage=300, stale-while-revalidate=86400';
    expect(widgetCacheControl('/widget/main?collector_token=x')).toBe(cdn);
    expect(widgetCacheControl('/widget/reward/12')).toBe(cdn);
    expect(widgetCacheControl('/widget/special/simple')).toBe(cdn);
    expect(widgetCacheControl('/widgets')).toBeNull();
    expect(widgetCacheControl('/me/overview')).toBeNull();
    expect(widgetCacheControl('/api/me')).toBeNull();
  });
});

describe('isHonoPath', () => {
  it('sends the API, the probes and the host loader to Hono, pages to Next', () => {
    for (const url of ['/api/me?x=1', '/sso/check', '/builds/latest.json?timestamp=1', '/embed.js', '/embed.js?v=2', '/livez']) expect(isHonoPath(url)).toBe(true);
    for (const url of ['/me/overview', '/widget/post/1', '/embed.jsx', '/embed-example.html', '/']) expect(isHonoPath(url)).toBe(false);
  });
});
