'use client';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { usePreservedHref } from '@/lib/client/navigation';

/** next/link that keeps the collector_token and the rest of the session query (docs/product.md §5.2). */
export function AppLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  return <Link href={usePreservedHref(href)} {...props} />;
}
