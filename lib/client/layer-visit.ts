'use client';
import type { ActionResult } from '@/lib/contracts/loyalty';
import { apiFetch } from './fetcher';
import { revalidateMe, revalidateMember } from './revalidate';

const visited = new Set<string>();

/**
 * docs/product.md §12.2: POST /actions {step: layerVisit, data: {}} once per visit (page load) and token. The
 * visit may pay the daily visit and draw today's daily reward, so /me is loaded again afterwards
 * (and the statement and badges too when something was credited).
 */
export function postLayerVisit(collectorToken: string) {
  if (visited.has(collectorToken)) return;
  visited.add(collectorToken);
  apiFetch<ActionResult>('/actions', collectorToken, { method: 'POST', body: { step: 'layerVisit', data: {} } }).then(
    (res) => (res.awarded || res.daily_reward ? revalidateMember(collectorToken) : revalidateMe(collectorToken)),
    () => {
      // Reported by the wrapper; a lost visit must not disturb the member.
    },
  );
}
