import type { Me } from '@/lib/contracts/me';
import type { DailyRewardWon } from '@/lib/contracts/loyalty';

// Readers for /me fields whose shape the contract leaves open (meta items, daily_reward).
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

/** Today's daily reward (spec §4), or null; anything without a title is not shown. */
export function dailyRewardOf(me: Me): DailyRewardWon | null {
  const won = me.daily_reward as Partial<DailyRewardWon> | null;
  return won && typeof won.title === 'string' ? (won as DailyRewardWon) : null;
}
