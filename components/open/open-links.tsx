'use client';
import { useAddressQuery } from '@/lib/client/address-query';
import { appDeepLink } from '@/lib/domain/entry';
import { AppLink } from '@/components/ui/app-link';
import button from '@/components/ui/button.module.css';

/**
 * The two choices of /open. The share link's entry is in the address, which the cached page does not
 * know: the links carry it once the page has hydrated (until then the app opens at its start).
 */
export function OpenLinks({ uriScheme, inApp, inBrowser }: { uriScheme: string; inApp: string; inBrowser: string }) {
  const entry = useAddressQuery()?.get('entry') ?? null;
  const browserHref = `/me/open${entry ? `?entry=${encodeURIComponent(entry)}` : ''}`;
  return (
    <>
      <a className={button.button} href={appDeepLink(uriScheme, entry)} data-testid="open-in-app">
        {inApp}
      </a>
      <AppLink className={`${button.button} ${button.secondary}`} href={browserHref} data-testid="open-in-browser">
        {inBrowser}
      </AppLink>
    </>
  );
}
