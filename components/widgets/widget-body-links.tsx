'use client';
import { useEffect } from 'react';
import { postToHost } from '@/lib/client/host-bridge';
import { usePublicConfig } from '@/lib/client/public-config';
import { isSitePath } from '@/lib/domain/site-path';

/**
 * The app links in server-rendered HTML of a widget (a post's body) behave as WebViewLink's: framed
 * by an allowed host page, a plain click asks the host to open the path in its web view
 * (raeppli:navigate); otherwise the link follows, in the whole window (its target="_top" is in the
 * HTML, lib/domain/widget-links.ts). The HTML stays in the page, not in the bundle. Renders nothing.
 */
export function WidgetBodyLinks({ selector }: { selector: string }) {
  const { allowed_message_origins: allowed } = usePublicConfig();
  useEffect(() => {
    const root = document.querySelector(selector);
    if (!root) return;
    const onClick = (event: Event) => {
      const click = event as MouseEvent;
      if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey) return;
      const href = (click.target as Element | null)?.closest('a[href]')?.getAttribute('href');
      if (isSitePath(href) && postToHost({ type: 'raeppli:navigate', href }, allowed)) click.preventDefault();
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [selector, allowed]);
  return null;
}
