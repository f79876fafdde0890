'use client';
import { useAddressQuery } from '@/lib/client/address-query';
import { usePreservedHref } from '@/lib/client/navigation';
import { appDeepLink } from '@/lib/domain/entry';
import button from '@/components/ui/button.module.css';

/**
 * The two choices of /open. The share link's entry is in the address, which the cached page does not
 * know: the links carry it once the page has hydrated (until then the app opens at its start).
 * "In the browser" is a plain link, a full page load: /me/open answers with a redirect to the entry
 * (proxy.ts), which the router's prefetch cache would keep without the session query.
 */
export function OpenLinks({ uriScheme, inApp, inBrowser }: { uriScheme: string; inApp: string; inBrowser: string }) {
  const entry = useAddressQuery()?.get('entry') ?? null;
  const browserHref = usePreservedHref(`/me/open${entry ? `?entry=${encodeURIComponent(entry)}` : ''}`);
  return (
    <>
      <a className={button.button} href={appDeepLink(uriScheme, entry)} data-testid="open-in-app">
        {inApp}
      </a>
      <a className={`${button.button} ${button.secondary}`} href={browserHref} data-testid="open-in-browser">
        {inBrowser}
      </a>
    </>
  );
}
