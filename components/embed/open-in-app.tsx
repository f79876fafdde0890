'use client';
import type { MouseEvent } from 'react';
import { postToHost } from '@/lib/client/host-bridge';
import { usePublicConfig } from '@/lib/client/public-config';

/**
 * A link's click as the host's: framed by an allowed host page, a plain left click sends
 * raeppli:navigate with the app path and stays on the page; otherwise the link follows.
 */
export function useHostNavigate(href: string) {
  const { allowed_message_origins: allowed } = usePublicConfig();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (postToHost({ type: 'raeppli:navigate', href }, allowed)) event.preventDefault();
  };
}
