'use client';
import { useEffect, useRef, useState } from 'react';
import { useAddressQuery } from '@/lib/client/address-query';
import { usePreservedHref } from '@/lib/client/navigation';
import { usePublicConfig } from '@/lib/client/public-config';
import { appDeepLink } from '@/lib/domain/entry';
import button from '@/components/ui/button.module.css';
import styles from './open-page.module.css';

// How long the page waits for the app to take over before it says the app did not open.
const APP_WAIT_MS = 1500;

/**
 * The two choices of /open. The share link's entry is in the address, which the cached page does not
 * know: the links carry it once the page has hydrated (until then the app opens at its start).
 * "In the browser" is a plain link, a full page load: /me/open answers with a redirect to the entry
 * (proxy.ts), which the router's prefetch cache would keep without the session query. Without a
 * collector_token in the address there is no Räppli account to open here: it leads to the host's
 * website, where readers get one. When the app does not take over, the page says so.
 */
export function OpenLinks({ uriScheme, inApp, inBrowser, appMissing }: { uriScheme: string; inApp: string; inBrowser: string; appMissing: string }) {
  const query = useAddressQuery();
  const entry = query?.get('entry') ?? null;
  const sessionHref = usePreservedHref(`/me/open${entry ? `?entry=${encodeURIComponent(entry)}` : ''}`);
  const { frontend_url } = usePublicConfig();
  const browserHref = query && !query.get('collector_token') ? frontend_url : sessionHref;
  const [missing, setMissing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // The app took over: the page was hidden or left.
    const away = () => clearTimeout(timer.current);
    document.addEventListener('visibilitychange', away);
    window.addEventListener('pagehide', away);
    return () => {
      away();
      document.removeEventListener('visibilitychange', away);
      window.removeEventListener('pagehide', away);
    };
  }, []);
  return (
    <>
      <a
        className={button.button}
        href={appDeepLink(uriScheme, entry)}
        data-testid="open-in-app"
        onClick={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (document.visibilityState === 'visible') setMissing(true);
          }, APP_WAIT_MS);
        }}
      >
        {inApp}
      </a>
      <a className={`${button.button} ${button.secondary}`} href={browserHref} data-testid="open-in-browser">
        {inBrowser}
      </a>
      <p className={styles.hint} role="status" data-testid="open-app-missing">
        {missing ? appMissing : null}
      </p>
    </>
  );
}
