// The reload action (docs/product.md §5.5): /me/rewards with collector_token, platform, hash and token of the
// current address (plus the is_pur_abo extra), as a full page load so every cache starts fresh.
import { reloadHref } from '@/lib/domain/navigation';

/** Where the reload action goes from an address with this query; null without a collector_token. */
export function reloadTarget(search: string): string | null {
  const q = new URLSearchParams(search);
  const collectorToken = q.get('collector_token');
  if (!collectorToken) return null;
  const extras: Record<string, string> = q.get('is_pur_abo') === 'true' ? { is_pur_abo: 'true' } : {};
  return reloadHref({ collector_token: collectorToken, platform: q.get('platform'), hash: q.get('hash'), token: q.get('token'), extras });
}

/** Runs the reload action in the browser; false when the address has no token to reload with. */
export function reloadToRewards(): boolean {
  const target = reloadTarget(window.location.search);
  if (!target) return false;
  window.location.assign(target);
  return true;
}
