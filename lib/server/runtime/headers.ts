import 'server-only';
import type { Config } from '@/lib/config';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, pagePolicy, resourcePolicy, staticPagePolicy } from '@/lib/domain/csp';

/** Who may frame an answer: the host pages may frame the member pages; nobody the staff console or its API. */
export function frameAncestors(config: Config, url = '/'): string[] {
  const path = url.split('?', 1)[0]!;
  const console = path === '/console' || path.startsWith('/console/') || path.startsWith('/api/console/');
  return console ? ["'none'"] : ["'self'", ...config.ALLOWED_FRAME_ANCESTORS];
}

/**
 * Security headers on every response, pages and API alike (docs/reliability.md, "Trust boundary"
 * and "Content security policy"). A page rendered by Next gets the policy with its
 * response's script nonce; a static HTML file of `public/` one without inline scripts; everything
 * else (the API, scripts, pictures) a policy under which nothing runs.
 */
export function securityHeaders(config: Config, url = '/', nonce?: string): [string, string][] {
  const path = url.split('?', 1)[0]!;
  const ancestors = frameAncestors(config, path);
  const page = nonce !== undefined || path.endsWith('.html');
  const policy =
    nonce !== undefined
      ? pagePolicy({ nonce, frameAncestors: ancestors, dev: config.NODE_ENV !== 'production' })
      : page
        ? staticPagePolicy(ancestors)
        : resourcePolicy(ancestors);
  return [
    ['Content-Security-Policy', policy],
    // The Reporting API's endpoint that the pages' `report-to` names.
    ...(page ? [['Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`] as [string, string]] : []),
    // Once a browser has seen this origin over https, never plain http again (a year; not the
    // publisher's other hosts: no includeSubDomains).
    ...(config.SITE_URL.startsWith('https:') ? [['Strict-Transport-Security', 'max-age=31536000'] as [string, string]] : []),
    ['X-Content-Type-Options', 'nosniff'],
    // Full URLs (with the collector_token) only to our own origin; nothing to other origins.
    ['Referrer-Policy', 'same-origin'],
  ];
}

/** Next's build output (content-hashed scripts and styles): no page, so no nonce. */
export const isBuildAsset = (url = '/') => url.startsWith('/_next/static/');

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
