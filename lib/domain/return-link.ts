import { sameOriginUrl } from './site-path';

/** The sign-in page's way back (docs/sso.md, "Signing in"): the page in `return` when it is ours, as path, query and hash. */
export function sameOriginReturn(query: URLSearchParams | null, origin: string): string | null {
  const url = sameOriginUrl(query?.get('return'), origin);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}
