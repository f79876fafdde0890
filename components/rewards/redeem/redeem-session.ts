import type { SsoPair } from '@/lib/client/rewards-api';

/** Who redeems: the collector token and the SSO pair from the address. */
export type RedeemSession = SsoPair & { collectorToken: string };
