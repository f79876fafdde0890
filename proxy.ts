// proxy.ts is Next.js 16's name for middleware.ts: it runs before every page request.
// It applies the redirect rules stored in the database (docs/product.md §5.3), the route
// validity check (§4.7), forwards /me/open to its entry (§6.3), re-adds a lost collector_token
// from a same-origin Referer, and renders pages without the query — except editors' previews,
// which keep their signed query and are never cached (docs/console.md, Previews).
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { matchRedirect, redirectLocation, type RedirectRule } from '@/lib/domain/redirects';
import { isValidRoute } from '@/lib/domain/route-validity';
import { mergePreviousQuery } from '@/lib/domain/navigation';
import { DEFAULT_ENTRY, entryPath } from '@/lib/domain/entry';
import { SIGN_IN_PATH } from '@/lib/domain/sign-in';
import { sameOriginUrl } from '@/lib/domain/site-path';

let cache: { rules: RedirectRule[]; at: number } | null = null;

/** Rules come from our own API in this process, cached for REDIRECT_CACHE_MS. */
async function redirectRules(): Promise<RedirectRule[]> {
  const config = getConfig();
  if (cache && Date.now() - cache.at < config.REDIRECT_CACHE_MS) return cache.rules;
  try {
    const res = await fetch(`http://127.0.0.1:${config.PORT}/api/redirects`, { signal: AbortSignal.timeout(1000) });
    if (res.ok) cache = { rules: (await res.json()) as RedirectRule[], at: Date.now() };
  } catch {
    // API unreachable (e.g. during start-up): keep the last rules, or none.
  }
  return cache?.rules ?? [];
}

export async function proxy(request: NextRequest) {
  const url = request.nextUrl;

  if (!isValidRoute(url.pathname)) {
    const headers = new Headers(request.headers);
    headers.set('x-invalid-path', url.pathname);
    return NextResponse.rewrite(new URL('/route-not-found', url), { request: { headers } });
  }

  // Previews (docs/console.md, Previews) need their signed query (id, exp, sig), unlike every other
  // page; they are rendered per request, never cached or indexed, and never carry a member's session.
  if (isPreviewPath(url.pathname)) return preview(url);

  const match = matchRedirect(await redirectRules(), url.pathname);
  if (match) {
    const location = redirectLocation(match, url);
    if (location) return NextResponse.redirect(location, match.permanent ? 308 : 307);
  }

  // /me/open forwards to the share link's entry at once (docs/product.md §6.3), keeping the rest
  // of the query: a redirect, not a page that first loads its JavaScript and the member.
  if (url.pathname === '/me/open') {
    const target = sameOriginUrl(entryPath(url.searchParams.get('entry')), url.origin) ?? new URL(DEFAULT_ENTRY, url);
    for (const [k, v] of url.searchParams) if (k !== 'entry') target.searchParams.set(k, v);
    return NextResponse.redirect(target, 307);
  }

  // Fallback for navigations that lost the token: take it from the same-origin page we came from.
  // Only for a page the browser navigates to (it asks for HTML), not for the router's RSC fetches
  // (they ask for */*; Next removes their `rsc` header and `_rsc` parameter before this runs): a
  // page's payload does not depend on the query (the session is read in the browser), and a
  // prefetch of a link in the HTML, which has no query before hydration, would be redirected again
  // and again.
  // Never onto the sign-in page: a session does not travel to a login page (docs/sso.md, "Signing in").
  const referer = request.headers.get('referer');
  const document = (request.headers.get('accept') ?? '').includes('text/html');
  if (referer && document && url.pathname !== SIGN_IN_PATH && !url.searchParams.get('collector_token')) {
    const from = safeUrl(referer);
    // Same origin as this request's Host (nextUrl's host may be the server's bind address).
    if (from && from.host === (request.headers.get('host') ?? url.host)) {
      const merged = mergePreviousQuery(url.searchParams, from.searchParams);
      if (merged) {
        const target = url.clone();
        target.search = merged.toString();
        return NextResponse.redirect(target, 307);
      }
    }
  }
  // Pages render without the query: no page reads it on the server (the session is read in the
  // browser), and a rendered page is cached for every reader, so the first reader's collector_token
  // must never reach it (Next writes the request's URL into the page's payload).
  if (url.search) {
    const bare = url.clone();
    bare.search = '';
    return NextResponse.rewrite(bare);
  }
  return NextResponse.next();
}

const PREVIEW_QUERY = ['id', 'exp', 'sig'];
const isPreviewPath = (path: string) => path === '/preview' || path.startsWith('/preview/');

/** A preview as it was signed: anything else in its query (a collector_token …) is dropped by a redirect. */
function preview(url: NextRequest['nextUrl']) {
  const keys = [...url.searchParams.keys()];
  if (keys.some((k) => !PREVIEW_QUERY.includes(k))) {
    const target = url.clone();
    target.search = new URLSearchParams([...url.searchParams].filter(([k]) => PREVIEW_QUERY.includes(k))).toString();
    return NextResponse.redirect(target, 307);
  }
  const response = NextResponse.next();
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

function safeUrl(s: string) {
  try {
    return new URL(s);
  } catch {
    return null;
  }
}

export const config = {
  // Pages only: not the API, Next's assets or files with an extension.
  matcher: ['/((?!api/|sso/|_next/|livez|readyz|builds/|.*\\.[a-zA-Z0-9]+$).*)'],
};
