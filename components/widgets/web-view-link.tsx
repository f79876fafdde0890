'use client';
import type { ReactNode } from 'react';
import { useHostNavigate } from '@/components/embed/open-in-app';
import { usePreservedHref } from '@/lib/client/navigation';
import button from '@/components/ui/button.module.css';

type Props = { href: string; children: ReactNode; variant?: 'button' | 'secondary' | 'plain'; className?: string; testId?: string };

/**
 * A widget's way into the web view (docs/widgets.md). Framed by an allowed host page (the embed
 * loader's iframe, docs/embedding.md), a click asks the host to open the path in its web view
 * (`raeppli:navigate`, the path without the member's query: the host adds its own); anywhere else
 * it is the app page with the member's query, in the whole window.
 */
export function WebViewLink({ href, children, variant = 'button', className, testId }: Props) {
  const target = usePreservedHref(href);
  const navigate = useHostNavigate(href);
  const look = variant === 'plain' ? '' : variant === 'secondary' ? `${button.button} ${button.secondary}` : button.button;
  return (
    <a href={target} target="_top" className={`${look} ${className ?? ''}`.trim()} data-testid={testId} onClick={navigate}>
      {children}
    </a>
  );
}
