'use client';
import type { ActionResult, DailyRewardWon } from '@/lib/contracts/loyalty';
import { apiFetch } from './fetcher';
import { revalidateMember } from './revalidate';

const visited = new Set<string>();

/** What tells one day's daily reward from another's. */
type WonDay = Pick<DailyRewardWon, 'business_day' | 'item_id'>;

/**
 * Whether a visit's answer changes what the member's /me already showed: Räppli of the daily
 * visit, or a daily reward that /me did not have yet (the answer names today's reward on every
 * visit, also when it was won earlier today).
 */
export function visitChangedMember(result: { awarded: number; daily_reward: WonDay | null }, known: WonDay | null): boolean {
  if (result.awarded > 0) return true;
  const won = result.daily_reward;
  return won !== null && (known === null || won.business_day !== known.business_day || won.item_id !== known.item_id);
}

/**
 * docs/product.md §12.2: POST /actions {step: layerVisit, data: {}} once per visit (page load) and
 * token. The visit may pay the daily visit and draw today's daily reward; only then are /me, the
 * statement and the badges loaded again (`known`: the daily reward of the /me the page has), so a
 * later visit of the day costs no second /me and no second render.
 */
export function postLayerVisit(collectorToken: string, known: DailyRewardWon | null) {
  if (visited.has(collectorToken)) return;
  visited.add(collectorToken);
  apiFetch<ActionResult>('/actions', collectorToken, { method: 'POST', body: { step: 'layerVisit', data: {} } }).then(
    (res) => (visitChangedMember(res, known) ? revalidateMember(collectorToken) : undefined),
    () => {
      // Reported by the wrapper; a lost visit must not disturb the member.
    },
  );
}
