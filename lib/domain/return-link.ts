/**
 * The sign-in page's way back (docs/sso.md, "Signing in"): the page in `return` when it is one of
 * ours, as path, query and hash; null for another site, another scheme or no return. A reader's
 * session in its address must never be handed to someone else's page.
 */
export function sameOriginReturn(query: URLSearchParams | null, origin: string): string | null {
  const raw = query?.get('return');
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
