'use client';
// A voucher campaign's codes in the console (docs/vouchers.md, Console): its batches and counts, and a new batch.
import useSWR, { mutate } from 'swr';
import type { VoucherCampaignStats, VoucherCodesResult } from '@/lib/contracts/vouchers';
import type { ApiClientError } from './api-error';
import { consoleFetch } from './console-api';

const statsPath = (id: number | string) => `/voucher-campaigns/${id}/codes`;

export const useVoucherCampaignStats = (id: number | string) =>
  useSWR<VoucherCampaignStats, ApiClientError>(statsPath(id), (path: string) => consoleFetch<VoucherCampaignStats>(path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

/** POST …/codes: the codes in clear — for single-use codes the only time the server shows them. */
export async function makeVoucherCodes(id: number | string, count: number) {
  const result = await consoleFetch<VoucherCodesResult>(statsPath(id), { method: 'POST', body: { count } });
  void mutate(statsPath(id));
  return result;
}
