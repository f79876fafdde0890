/**
 * `wanted` (a path or an address) as a page of `origin`, over http(s); null for another origin,
 * `//host`, `javascript:` or nothing. The one rule for where a sign-in leads back to, on the server
 * (lib/server/sso/sign-in.ts) and on the sign-in page: a session never travels to someone else's page.
 */
export function sameOriginUrl(wanted: string | null | undefined, origin: string | URL): URL | null {
  if (!wanted) return null;
  try {
    const base = new URL(origin);
    const url = new URL(wanted, base);
    return url.origin === base.origin && /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** The sign-in page's way back (docs/sso.md, "Signing in"): the page in `return` when it is ours, as path, query and hash. */
export function sameOriginReturn(query: URLSearchParams | null, origin: string): string | null {
  const url = sameOriginUrl(query?.get('return'), origin);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}
