import type messages from '@/messages/de.json';

export type NavItem = { key: keyof (typeof messages)['nav']; href: string; available: boolean };

// Every /me section of docs/product.md §4.2. `available` turns true as each feature ships; until then the
// entry is shown as "bald" and is not a link.
export const navItems: NavItem[] = [
  { key: 'overview', href: '/me/overview', available: true },
  { key: 'rewards', href: '/me/rewards', available: true },
  { key: 'challenges', href: '/me/challenges', available: false },
  { key: 'leaderboard', href: '/me/leaderboard', available: false },
  { key: 'friends', href: '/me/friends', available: false },
  { key: 'voucher', href: '/me/voucher', available: false },
  { key: 'profile', href: '/me/profile', available: false },
  { key: 'faq', href: '/me/faq', available: false },
];
