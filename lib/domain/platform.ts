// docs/product.md §6.2 Platform: android, ios (app), desktop, mobileweb, otherwise plain web.
export type Platform = 'android' | 'ios' | 'desktop' | 'mobileweb' | 'web';

export function parsePlatform(value: string | null | undefined): Platform {
  const v = (value ?? '').toLowerCase();
  return v === 'android' || v === 'ios' || v === 'desktop' || v === 'mobileweb' ? v : 'web';
}

export const isAppPlatform = (p: Platform) => p === 'android' || p === 'ios';

/** How an external link opens: inside the app through its URI scheme, else a new browser tab. */
export function externalLinkTarget(p: Platform): '_self' | '_blank' {
  return isAppPlatform(p) ? '_self' : '_blank';
}

export type ExternalLink = { href: string; target: '_self' | '_blank'; rel: 'noopener' | undefined };

/**
 * An external address (an external reward, an editor's https link) per platform (docs/embedding.md,
 * "Links"): inside the app through its URI scheme (`{uri_scheme}://open?url=…`, the app shows it),
 * on the web in a new tab with rel="noopener". Only http(s) addresses; anything else → null.
 */
export function externalLink(p: Platform, uriScheme: string, url: string): ExternalLink | null {
  if (!/^https?:\/\/[^\s/]/i.test(url)) return null;
  if (isAppPlatform(p)) return { href: `${uriScheme}://open?url=${encodeURIComponent(url)}`, target: '_self', rel: undefined };
  return { href: url, target: '_blank', rel: 'noopener' };
}
