import type { Me } from '@/lib/contracts/me';

// Readers for the /me meta items (their keys and values are not part of the contract's types).
export const ONBOARDING_WELCOME = 'onboarding_welcome';
export const OPTED_OUT = 'opted_out';

const metaItem = (me: Me, key: string) => me.meta.find((m) => m.key === key);

export const hasSeenOnboarding = (me: Me) => metaItem(me, ONBOARDING_WELCOME) !== undefined;

/** null when the member is in; otherwise when they opted out (null date if the value is not a date). */
export function optOutOf(me: Me): { since: Date | null } | null {
  const item = metaItem(me, OPTED_OUT);
  if (!item) return null;
  const since = typeof item.value === 'string' ? new Date(item.value) : null;
  return { since: since && !Number.isNaN(since.getTime()) ? since : null };
}
