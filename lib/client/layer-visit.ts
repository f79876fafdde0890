'use client';
import { apiFetch } from './fetcher';

const visited = new Set<string>();

/** Spec §7: POST /actions {step: layerVisit, data: {}} once per visit (page load) and token. */
export function postLayerVisit(collectorToken: string) {
  if (visited.has(collectorToken)) return;
  visited.add(collectorToken);
  apiFetch('/actions', collectorToken, { method: 'POST', body: { step: 'layerVisit', data: {} } }).catch(() => {
    // Reported by the wrapper; a lost visit must not disturb the member.
  });
}
