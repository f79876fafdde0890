import 'server-only';
import type { Config } from '@/lib/config';

/** Security headers on every response, pages and API alike (DESIGN "Identity and trust"). */
export function securityHeaders(config: Config): [string, string][] {
  const ancestors = ["'self'", ...config.ALLOWED_FRAME_ANCESTORS].join(' ');
  return [
    ['Content-Security-Policy', `frame-ancestors ${ancestors}`],
    ['X-Content-Type-Options', 'nosniff'],
    // Full URLs (with the collector_token) only to our own origin; nothing to other origins.
    ['Referrer-Policy', 'same-origin'],
  ];
}

const HONO_PREFIXES = ['/api/', '/sso/'];
const HONO_PATHS = new Set(['/api', '/sso', '/builds/latest.json', '/livez', '/readyz']);

/** Which requests the Hono app serves; everything else goes to Next. */
export function isHonoPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return HONO_PATHS.has(path) || HONO_PREFIXES.some((p) => path.startsWith(p));
}
