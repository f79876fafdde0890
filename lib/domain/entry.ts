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

/** The entry as given when it names a place in this app, else null (a URL, a foreign or unknown path). */
export function validEntry(entry: string | null | undefined): string | null {
  const e = (entry ?? '').trim();
  return e && (entryPath(e) !== DEFAULT_ENTRY || e === 'overview' || e === DEFAULT_ENTRY) ? e : null;
}

/**
 * The app deep link for an entry, from the configured URI scheme. An entry that is not a place in
 * this app is left out (the app opens at its start): it never carries a foreign address on.
 */
export function appDeepLink(uriScheme: string, entry: string | null | undefined): string {
  const valid = validEntry(entry);
  const q = valid ? `?entry=${encodeURIComponent(valid)}` : '';
  return `${uriScheme}://open${q}`;
}
