'use client';
import type { ReactNode } from 'react';
import { usePreservedHref } from '@/lib/client/navigation';
import button from '@/components/ui/button.module.css';

type Props = { href: string; children: ReactNode; variant?: 'button' | 'secondary' | 'plain'; className?: string; testId?: string };

/**
 * A widget's way into the web view (docs/widgets.md): the app page with the member's query, in the
 * whole window. The one seam for the host messaging the embed loader adds (docs/embedding.md).
 */
export function WebViewLink({ href, children, variant = 'button', className, testId }: Props) {
  const target = usePreservedHref(href);
  const look = variant === 'plain' ? '' : variant === 'secondary' ? `${button.button} ${button.secondary}` : button.button;
  return (
    <a href={target} target="_top" className={`${look} ${className ?? ''}`.trim()} data-testid={testId}>
      {children}
    </a>
  );
}
