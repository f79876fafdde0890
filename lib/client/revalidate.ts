'use client';
import { mutate } from 'swr';
import { activitiesCacheKey } from './use-activities';

/** /me again (balance, level, meta, today's daily reward), keyed as useMe keys it. */
export const revalidateMe = (collectorToken: string) => mutate(['/me', collectorToken]);

/** Everything a ledger change touches: /me, the badges and every loaded statement page. */
export const revalidateMember = (collectorToken: string) =>
  Promise.all([revalidateMe(collectorToken), mutate(['/badges', collectorToken]), mutate(activitiesCacheKey(collectorToken))]);
