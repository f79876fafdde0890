// Share links {host}/open?entry={entry} (docs/product.md §6.3). An entry is a section name ("rewards"),
// "special/<slug>", or an in-app path under /me/. Anything else falls back to the overview.
const SECTIONS = new Set(['overview', 'rewards', 'challenges', 'leaderboard', 'friends', 'voucher', 'profile', 'faq']);

export const DEFAULT_ENTRY = '/me/overview';

export function entryPath(entry: string | null | undefined): string {
  const e = (entry ?? '').trim();
  if (SECTIONS.has(e)) return `/me/${e}`;
  if (/^special\/[a-z0-9][a-z0-9-]{0,63}$/.test(e)) return `/me/${e}`;
  if (/^\/me\/[A-Za-z0-9/_-]*$/.test(e) && !e.includes('//') && !e.startsWith('/me/open')) return e;
  return DEFAULT_ENTRY;
}

/** The app deep link for an entry, from the configured URI scheme. */
export function appDeepLink(uriScheme: string, entry: string | null | undefined): string {
  const q = entry ? `?entry=${encodeURIComponent(entry)}` : '';
  return `${uriScheme}://open${q}`;
}
