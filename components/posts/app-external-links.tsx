'use client';
import { useEffect } from 'react';
import { usePublicConfig } from '@/lib/client/public-config';
import { useSessionQuery } from '@/lib/client/use-session-query';
import { externalLink, isAppPlatform } from '@/lib/domain/platform';

/**
 * In the app (platform android or ios), the external links inside `selector` go through the app's
 * URI scheme, as every external link does there (docs/embedding.md, "Links per platform"). For
 * server-rendered HTML that is the same for every reader — a post's body, whose external links open
 * in a new tab — so the HTML stays in the page, not in the client bundle: once the address is known,
 * this rewrites those links in place. Renders nothing.
 */
export function AppExternalLinks({ selector }: { selector: string }) {
  const { known, platform } = useSessionQuery();
  const { uri_scheme } = usePublicConfig();
  useEffect(() => {
    if (!known || !isAppPlatform(platform)) return;
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`)) {
      const href = anchor.getAttribute('href') ?? '';
      const link = externalLink(platform, uri_scheme, href);
      if (!link || new URL(href).origin === window.location.origin) continue;
      anchor.setAttribute('href', link.href);
      anchor.setAttribute('target', link.target);
      anchor.removeAttribute('rel');
    }
  }, [known, platform, uri_scheme, selector]);
  return null;
}
