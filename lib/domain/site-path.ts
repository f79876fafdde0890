// The one rule for "a path of this site" (docs/reliability.md, "Trust boundary"): every link this
// app builds from stored or requested input — redirect rules, popup actions, pictures, share
// links, the sign-in page's way back, the embed's navigation — is checked here. No dependencies:
// /embed.js bundles this file.

/**
 * A path of this site: one leading slash, never `//` or `/\` (a browser reads both as another
 * host), no backslash, no whitespace and no control character (a browser drops tabs and line breaks
 * from an address, so `/\t/evil.example` would become `//evil.example`).
 */
export function isSitePath(href: unknown): href is string {
  return typeof href === 'string' && href.length <= 2048 && /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(href);
}

/**
 * `wanted` (a path or an address) as a page of `origin`, over http(s): resolved, then compared by
 * origin. Null for another origin, `//host`, `/\host`, `javascript:`, or nothing.
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
