import type messages from '@/messages/de.json';

/** A section of the navigation; `also` lists further paths that belong to it (e.g. "Meine Prämien" to "Prämien"). */
export type NavItem = { key: keyof (typeof messages)['nav']; href: string; also?: readonly string[] };

// Every /me section of docs/product.md §4.2.
export const navItems: NavItem[] = [
  { key: 'overview', href: '/me/overview' },
  { key: 'rewards', href: '/me/rewards', also: ['/me/profile/rewards'] },
  { key: 'challenges', href: '/me/challenges' },
  { key: 'leaderboard', href: '/me/leaderboard' },
  { key: 'friends', href: '/me/friends', also: ['/me/moreFriends'] },
  { key: 'voucher', href: '/me/voucher' },
  { key: 'profile', href: '/me/profile' },
  { key: 'faq', href: '/me/faq' },
];

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The section a page belongs to: the one whose path is the longest start of the page's path. */
export function currentNavKey(pathname: string): NavItem['key'] | null {
  let best: { key: NavItem['key']; length: number } | null = null;
  for (const item of navItems) {
    for (const path of [item.href, ...(item.also ?? [])]) {
      if (within(pathname, path) && (!best || path.length > best.length)) best = { key: item.key, length: path.length };
    }
  }
  return best?.key ?? null;
}
