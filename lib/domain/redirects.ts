// Redirect rules by path (docs/product.md §5.3).
import { sameOriginUrl } from './site-path';

// A rule's path is exact ("/me/shop") or a prefix ending in "/*" ("/alt/*"), whose rest is kept.
export type RedirectRule = { path: string; target: string; permanent: boolean };
export type RedirectMatch = { target: string; absolute: boolean; permanent: boolean };

const normalize = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
export const isAbsoluteUrl = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target);

export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectMatch | null {
  const path = normalize(pathname);
  let best: { rule: RedirectRule; rest: string; score: number } | null = null;
  for (const rule of rules) {
    if (rule.path.endsWith('/*')) {
      const prefix = rule.path.slice(0, -2);
      if (path === prefix || path.startsWith(`${prefix}/`)) {
        const score = prefix.length;
        if (!best || score > best.score) best = { rule, rest: path.slice(prefix.length), score };
      }
    } else if (normalize(rule.path) === path) {
      best = { rule, rest: '', score: Number.MAX_SAFE_INTEGER };
    }
  }
  if (!best) return null;
  const target = best.rest ? `${best.rule.target.replace(/\/$/, '')}${best.rest}` : best.rule.target;
  if (!isAbsoluteUrl(target) && normalize(target.split(/[?#]/)[0]!) === path) return null; // never loop
  return { target, absolute: isAbsoluteUrl(target), permanent: best.rule.permanent };
}

/**
 * Where a matched rule sends a request for `url`: an absolute target as it is, without the
 * member's query; a path with the request's query added, but only while it resolves to the
 * request's own origin — a stored `//host` or `/\host`, or a rest that makes one, redirects nowhere
 * (null). The member's session never travels to another site (docs/reliability.md, "Trust boundary").
 */
export function redirectLocation(match: RedirectMatch, url: URL): URL | null {
  if (match.absolute) return new URL(match.target);
  const target = sameOriginUrl(match.target, url.origin);
  if (!target) return null;
  for (const [k, v] of url.searchParams) if (!target.searchParams.has(k)) target.searchParams.set(k, v);
  return target;
}
