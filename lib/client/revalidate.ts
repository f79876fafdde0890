'use client';
import { mutate } from 'swr';
import { activitiesCacheKey } from './use-activities';

/** /me again (balance, level, meta, today's daily reward), keyed as useMe keys it. */
export const revalidateMe = (collectorToken: string) => mutate(['/me', collectorToken]);

/** Keys of the member's loaded GETs whose path matches (useApi keys are [path, collector token]). */
export const memberKeys = (collectorToken: string, path: RegExp) => (key: unknown) =>
  Array.isArray(key) && key[1] === collectorToken && typeof key[0] === 'string' && path.test(key[0]);

/**
 * Everything a ledger change touches: /me (with the badges), every loaded statement page, the
 * loaded reward details (their redeem check reads the balance), and the loaded leaderboards and
 * friends lists (an earned Räppli moves the member on them).
 */
export const revalidateMember = (collectorToken: string) =>
  Promise.all([
    revalidateMe(collectorToken),
    mutate(activitiesCacheKey(collectorToken)),
    mutate(memberKeys(collectorToken, /^\/rewards\/\d/)),
    mutate(memberKeys(collectorToken, /^\/(leaderboard|friends)(\?|$)/)),
    // A special's page counts the member's tickets and units (docs/specials.md).
    mutate(memberKeys(collectorToken, /^\/specials\//)),
  ]);
