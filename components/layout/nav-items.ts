import type messages from '@/messages/de.json';

/** A section of the navigation; `also` lists further paths that belong to it (e.g. "Meine Prämien" to "Prämien"). */
export type NavItem = { key: keyof (typeof messages)['nav']; href: string; available: boolean; also?: readonly string[] };

// Every /me section of docs/product.md §4.2. `available` turns true as each feature ships; until then the
// entry is shown as "bald" and is not a link.
export const navItems: NavItem[] = [
  { key: 'overview', href: '/me/overview', available: true },
  { key: 'rewards', href: '/me/rewards', available: true, also: ['/me/profile/rewards'] },
  { key: 'challenges', href: '/me/challenges', available: true },
  { key: 'leaderboard', href: '/me/leaderboard', available: false },
  { key: 'friends', href: '/me/friends', available: true, also: ['/me/moreFriends'] },
  { key: 'voucher', href: '/me/voucher', available: false },
  { key: 'profile', href: '/me/profile', available: true },
  { key: 'faq', href: '/me/faq', available: true },
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
