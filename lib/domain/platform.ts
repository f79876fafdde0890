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
