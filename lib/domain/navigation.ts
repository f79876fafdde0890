// docs/product.md §5 navigation rules as pure functions over URLs.
import { sameOriginUrl } from './site-path';

/**
 * If the target has no collector_token but the previous location had one, the previous query is
 * merged in (the target's own parameters win). Returns null when nothing needs to change.
 */
export function mergePreviousQuery(target: URLSearchParams, previous: URLSearchParams): URLSearchParams | null {
  if (target.get('collector_token') || !previous.get('collector_token')) return null;
  const merged = new URLSearchParams(previous);
  for (const key of new Set(target.keys())) {
    merged.delete(key);
    for (const value of target.getAll(key)) merged.append(key, value);
  }
  return merged;
}

/** An href with the previous query merged in where the rule applies; other origins are left alone. */
export function withPreservedQuery(href: string, previousSearch: string, origin: string): string {
  const url = sameOriginUrl(href, origin);
  if (!url) return href;
  const merged = mergePreviousQuery(url.searchParams, new URLSearchParams(previousSearch));
  if (!merged) return href;
  url.search = merged.toString();
  return `${url.pathname}${url.search}${url.hash}`;
}

export type ReloadParams = {
  collector_token: string;
  platform?: string | null;
  hash?: string | null;
  token?: string | null;
  extras?: Record<string, string>;
};

/** The reload action's target: /me/rewards with collector_token, platform, hash, token and extras. */
export function reloadHref({ collector_token, platform, hash, token, extras = {} }: ReloadParams): string {
  const q = new URLSearchParams({ collector_token });
  if (platform) q.set('platform', platform);
  if (hash) q.set('hash', hash);
  if (token) q.set('token', token);
  for (const [k, v] of Object.entries(extras)) q.set(k, v);
  return `/me/rewards?${q.toString()}`;
}

/** The new-build reload guard: at most once per path in `windowMs` (docs/product.md §5.7: 10 s). */
export function mayReloadForBuild(lastReloads: Record<string, number>, path: string, now: number, windowMs = 10_000) {
  const last = lastReloads[path];
  return last === undefined || now - last >= windowMs;
}
