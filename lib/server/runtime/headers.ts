import 'server-only';
import type { Config } from '@/lib/config';

/**
 * Security headers on every response, pages and API alike (DESIGN "Identity and trust"). The staff
 * console and its API are never framed, not even by the host pages that frame the member pages.
 */
export function securityHeaders(config: Config, url = '/'): [string, string][] {
  const path = url.split('?', 1)[0]!;
  const console = path === '/console' || path.startsWith('/console/') || path.startsWith('/api/console/');
  const ancestors = console ? "'none'" : ["'self'", ...config.ALLOWED_FRAME_ANCESTORS].join(' ');
  return [
    ['Content-Security-Policy', `frame-ancestors ${ancestors}`],
    ['X-Content-Type-Options', 'nosniff'],
    // Full URLs (with the collector_token) only to our own origin; nothing to other origins.
    ['Referrer-Policy', 'same-origin'],
  ];
}

/**
 * The widgets' pages (docs/widgets.md): host pages embed them, so a CDN keeps them for 5 minutes and
 * serves a stale copy for a day while it fetches a new one. Their HTML holds no member data (the
 * member's part comes from the no-store API in the browser). Next keeps a Cache-Control that is
 * already set, except on a server error (no-store); null for every other path.
 */
export function widgetCacheControl(url = '/'): string | null {
  const path = url.split('?', 1)[0]!;
  return path === '/widget' || path.startsWith('/widget/') ? 'public, s-maxage=300, stale-while-revalidate=86400' : null;
}

const HONO_PREFIXES = ['/api/', '/sso/'];
const HONO_PATHS = new Set(['/api', '/sso', '/builds/latest.json', '/embed.js', '/livez', '/readyz']);

/** Which requests the Hono app serves; everything else goes to Next. */
export function isHonoPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return HONO_PATHS.has(path) || HONO_PREFIXES.some((p) => path.startsWith(p));
}
