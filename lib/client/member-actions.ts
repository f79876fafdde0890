'use client';
import type { z } from 'zod';
import type { optOutBodySchema, sawOnboardBodySchema } from '@/lib/contracts/loyalty';
import { apiFetch } from './fetcher';
import { revalidateMe, revalidateMember } from './revalidate';

type SawOnboardBody = z.input<typeof sawOnboardBodySchema>;
type OptOutBody = z.input<typeof optOutBodySchema>;

/** POST /me/sawOnboard, then /me again so the slideshow does not return (docs/product.md §10.10). */
export async function postSawOnboard(collectorToken: string, body: SawOnboardBody = { type: 'welcome' }) {
  await apiFetch('/me/sawOnboard', collectorToken, { method: 'POST', body });
  await revalidateMe(collectorToken);
}

/** POST /me/optOut, then everything the member sees again (the overview shows the opted-out banner). */
export async function postOptOut(collectorToken: string, body: OptOutBody) {
  await apiFetch('/me/optOut', collectorToken, { method: 'POST', body });
  await revalidateMember(collectorToken);
}
