'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent } from 'react';
import { usePreservedHref } from '@/lib/client/navigation';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string; prefetch?: false };

/**
 * next/link that keeps the collector_token and the rest of the session query (docs/product.md §5.2).
 * It prefetches its page when the reader points at, touches or focuses it, not when it comes into
 * view: on a slow phone the router's work for every link in view would land while the member's own
 * data arrives (docs/architecture.md, "Pages"). `prefetch={false}` leaves even that out.
 */
export function AppLink({ href, onClick, prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const target = usePreservedHref(href);
  const intent = () => {
    if (prefetch !== false) router.prefetch(target);
  };
  return (
    <Link
      href={target}
      prefetch={false}
      onClick={(event) => {
        onClick?.(event);
        leaveAnchor(event, target);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        intent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent();
      }}
      {...props}
    />
  );
}

/**
 * A link to the page the reader is on, opened at an anchor (`…#badges`): drop the anchor and go to
 * the top. Next 16.4's router remembers the address a page was first opened with, anchor included,
 * as that page's own address once the page was rendered after the build, so its own navigation
 * would keep the anchor (docs/architecture.md, "Pages").
 */
function leaveAnchor(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const to = new URL(href, window.location.href);
  const here = window.location;
  if (!here.hash || to.hash || to.pathname !== here.pathname || to.search !== here.search) return;
  event.preventDefault();
  // Next keeps its router in step with history.pushState (usePathname, useSearchParams).
  window.history.pushState(null, '', to.pathname + to.search);
  window.scrollTo(0, 0);
}
