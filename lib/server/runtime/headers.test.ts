import { isHonoPath, securityHeaders, widgetCacheControl } from './headers';
import { parseConfig } from '@/lib/config';

// A test server runs Next's development build (eval allowed: lib/domain/csp.test.ts).
const config = parseConfig({ NODE_ENV: 'test', ALLOWED_FRAME_ANCESTORS: 'https://www.example.org' });
const csp = (url: string, nonce?: string) => Object.fromEntries(securityHeaders(config, url, nonce))['Content-Security-Policy'];

describe('securityHeaders', () => {
  const frame = (url: string, nonce?: string) => /frame-ancestors ([^;]*)/.exec(csp(url, nonce) ?? '')?.[1];
  it('lets the host pages frame the member pages, and nobody the console or its API', () => {
    expect(frame('/me/overview?collector_token=x', 'n')).toBe("'self' https://www.example.org");
    expect(frame('/console', 'n')).toBe("'none'");
    expect(frame('/console/rewards/3', 'n')).toBe("'none'");
    expect(frame('/api/console/me')).toBe("'none'");
    expect(frame('/consoles', 'n')).toBe("'self' https://www.example.org");
  });
  it("gives a page its response's nonce, a static HTML file scripts of ours only, everything else nothing to run", () => {
    expect(csp('/me/overview', 'N0nce')).toMatch(
      /^script-src 'nonce-N0nce' 'strict-dynamic' 'self'( 'unsafe-eval')?; object-src 'none'; base-uri 'none'; form-action 'self'; /,
    );
    expect(csp('/embed-example.html')).toMatch(/^script-src 'self'; object-src 'none'; base-uri 'none'/);
    expect(csp('/api/me')).toBe("default-src 'none'; frame-ancestors 'self' https://www.example.org");
    expect(Object.fromEntries(securityHeaders(config, '/me/overview', 'n'))['Reporting-Endpoints']).toBe('csp="/api/csp-report"');
  });
  it('sends Strict-Transport-Security only when the site is https', () => {
    expect(Object.fromEntries(securityHeaders(config, '/me/overview', 'n'))['Strict-Transport-Security']).toBeUndefined();
    const https = parseConfig({ NODE_ENV: 'test', SITE_URL: 'https://raeppli.example.org' });
    expect(Object.fromEntries(securityHeaders(https, '/api/me'))['Strict-Transport-Security']).toBe('max-age=31536000');
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
    for (const url of ['/api/me?x=1', '/sso/check', '/builds/latest.json?timestamp=1', '/embed.js', '/embed.js?v=2', '/livez'])
      expect(isHonoPath(url)).toBe(true);
    for (const url of ['/me/overview', '/widget/post/1', '/embed.jsx', '/embed-example.html', '/']) expect(isHonoPath(url)).toBe(false);
  });
});
