'use client';
import type { z } from 'zod';
import type { OptInResult, optOutBodySchema, sawOnboardBodySchema } from '@/lib/contracts/loyalty';
import { apiFetch } from './fetcher';
import { revalidateMe, revalidateMember } from './revalidate';

type SawOnboardBody = z.input<typeof sawOnboardBodySchema>;
type OptOutBody = z.input<typeof optOutBodySchema>;
/** The SSO pair of the address (hash, token): opt-out and opt-in are the member's own acts (member-sso). */
export type SsoPair = { hash: string | null; token: string | null };

const pairQuery = (pair: SsoPair) => ({ hash: pair.hash || undefined, token: pair.token || undefined });

/** POST /me/sawOnboard, then /me again so the slideshow does not return (docs/product.md §10.10). */
export async function postSawOnboard(collectorToken: string, body: SawOnboardBody = { type: 'welcome' }) {
  await apiFetch('/me/sawOnboard', collectorToken, { method: 'POST', body });
  await revalidateMe(collectorToken);
}

/** POST /me/optOut with the SSO pair, then everything the member sees again (the overview shows the opted-out banner). */
export async function postOptOut(collectorToken: string, pair: SsoPair, body: OptOutBody) {
  await apiFetch('/me/optOut', collectorToken, { method: 'POST', body, query: pairQuery(pair) });
  await revalidateMember(collectorToken);
}

/** POST /me/optIn with the SSO pair («Wieder mitmachen»), then everything the member sees again (the banner goes). */
export async function postOptIn(collectorToken: string, pair: SsoPair) {
  const result = await apiFetch<OptInResult>('/me/optIn', collectorToken, { method: 'POST', query: pairQuery(pair) });
  await revalidateMember(collectorToken);
  return result;
}
