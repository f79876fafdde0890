// Next's router pieces for jsdom tests of member pages, which run outside Next's app router. Use in
// a test file, before its imports take effect (jest.mock is hoisted):
//   jest.mock('next/navigation', () => jest.requireActual('@/test/helpers/next-stubs').navigation);
//   jest.mock('next/link', () => jest.requireActual('@/test/helpers/next-stubs').link);
//   jest.mock('@/lib/client/address-query', () => jest.requireActual('@/test/helpers/next-stubs').addressQuery);
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** What the pages asked the router for (push, replace, prefetch), in order. */
export const routed: { method: 'push' | 'replace' | 'prefetch'; href: string }[] = [];

const router = {
  push: (href: string) => void routed.push({ method: 'push', href }),
  replace: (href: string) => void routed.push({ method: 'replace', href }),
  prefetch: (href: string) => void routed.push({ method: 'prefetch', href }),
  back: () => undefined,
  forward: () => undefined,
  refresh: () => undefined,
};

export const navigation = {
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  /** A dynamic route's last segment as its `id` (/me/rewards/detail/coupon/12 → { id: '12' }). */
  useParams: () => ({ id: window.location.pathname.split('/').pop() ?? '' }),
  notFound: () => {
    throw new Error('notFound()');
  },
};

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  prefetch?: boolean;
  scroll?: boolean;
  replace?: boolean;
  children?: ReactNode;
};
/** next/link as the plain anchor it renders. */
function Link({ href, children, ...props }: LinkProps) {
  const anchor = { ...props };
  // The router's own options are no attributes of the anchor.
  for (const own of ['prefetch', 'scroll', 'replace'] as const) delete anchor[own];
  return (
    <a href={href} {...anchor}>
      {children}
    </a>
  );
}
export const link = { __esModule: true, default: Link };

// The address's query as the page's store holds it (lib/client/address-query.ts), read from the
// jsdom address, so a test opens a page with `window.history.replaceState` (test/helpers/member-page.tsx `openAt`).
let last: { search: string; params: URLSearchParams } | null = null;
export const addressQuery = {
  useAddressQuery: () => {
    const search = window.location.search;
    if (last?.search !== search) last = { search, params: new URLSearchParams(search) };
    return last.params;
  },
  AddressQueryPublisher: () => null,
};
