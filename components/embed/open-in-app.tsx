'use client';
import type { ComponentProps, MouseEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { postToHost } from '@/lib/client/host-bridge';
import { usePublicConfig } from '@/lib/client/public-config';

type Props = ComponentProps<typeof AppLink>;

/**
 * A widget's "open" action (docs/embedding.md): framed by an allowed host page, the click asks the
 * host to open the path in its web view (raeppli:navigate, the path without the member's query: the
 * host adds its own); anywhere else it is a plain link that keeps the session query.
 */
export function OpenInApp({ href, onClick, ...props }: Props) {
  const navigate = useHostNavigate(href);
  return (
    <AppLink
      href={href}
      onClick={(event) => {
        onClick?.(event);
        navigate(event);
      }}
      {...props}
    />
  );
}

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
