'use client';
// The voucher calls of the browser (docs/vouchers.md): the lookup before redeeming, the redeem with
// an Idempotency-Key that the attempt keeps for its retries, and a redeemed voucher.
import type { VoucherDetail, VoucherLookup, VoucherRedeemResult } from '@/lib/contracts/vouchers';
import { apiFetch } from './fetcher';
import { revalidateMember } from './revalidate';
import { revalidateRewards, type SsoPair } from './rewards-api';
import { useApi } from './use-api';

const pairQuery = (pair: SsoPair) => ({ ...(pair.hash ? { hash: pair.hash } : {}), ...(pair.token ? { token: pair.token } : {}) });

/** GET /vouchers/lookup — no retries: a failed code counts toward the guess limit, and the member asks again by tapping. */
export const lookupVoucher = (collectorToken: string, code: string) =>
  apiFetch<VoucherLookup>('/vouchers/lookup', collectorToken, { query: { code }, retries: 0 });

/** POST /vouchers/redeem — safe to send again with its key: a lost answer is answered again, never twice. */
export async function redeemVoucher(collectorToken: string, pair: SsoPair, code: string, key: string) {
  const result = await apiFetch<VoucherRedeemResult>('/vouchers/redeem', collectorToken, {
    method: 'POST',
    body: { code },
    query: pairQuery(pair),
    headers: { 'Idempotency-Key': key },
    retries: 2,
  });
  void (result.order_id ? Promise.all([revalidateRewards(collectorToken), revalidateMember(collectorToken)]) : revalidateMember(collectorToken));
  return result;
}

export const useVoucher = (collectorToken: string, id: string | null) =>
  useApi<VoucherDetail>(id ? `/vouchers/${encodeURIComponent(id)}` : null, collectorToken);
