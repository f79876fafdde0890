'use client';
import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useSessionQuery } from '@/lib/client/use-session-query';

/**
 * A link from a public page (a raffle's audit, the terms) into the member's pages. Opened without a
 * collector token (the console's «Protokoll», a shared address), such a link would only lead to the
 * error page «Es wurde kein Räppli-Konto übergeben»; once the address is known to carry none, it keeps
 * its place, hidden, so nothing below moves (docs/architecture.md, "Web view").
 */
export function MemberLink({ className, children, ...props }: ComponentProps<typeof AppLink>) {
  const { known, collectorToken } = useSessionQuery();
  if (known && !collectorToken) {
    return (
      <span className={className} style={{ visibility: 'hidden' }} aria-hidden data-testid="member-link-hidden">
        {children}
      </span>
    );
  }
  return (
    <AppLink className={className} {...props}>
      {children}
    </AppLink>
  );
}
