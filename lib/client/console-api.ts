'use client';
// The console's calls (docs/console.md): same origin, the session cookie (the browser sends it and
// the Origin header by itself), no collector token. Errors are ApiClientError with the German text.
import useSWR from 'swr';
import { ApiClientError } from './api-error';
import { isErrorCode } from '@/lib/contracts/errors';
import type { AuditEntry, ConsoleMe, ConsoleReward, ConsoleRewardList, RewardInput, Staff, StaffCreate } from '@/lib/contracts/console';

export async function consoleFetch<T>(path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/console${path}`, {
      method: init.method ?? 'GET',
      headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError(0, 'NETWORK_ERROR', 'no connection to the server', path);
  }
  const body = (await res.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null;
  if (res.ok) return body as T;
  const code = isErrorCode(body?.error?.code) ? body.error.code : 'UNKNOWN';
  throw new ApiClientError(res.status, code, typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${res.status}`, path, body?.error?.details);
}

const fetcher = <T,>(path: string) => consoleFetch<T>(path);
const options = { revalidateOnFocus: false, shouldRetryOnError: false };

export const useConsoleMe = () => useSWR<ConsoleMe, ApiClientError>('/me', fetcher, options);
export const useConsoleRewards = (q: string, archived: boolean, offset: number) =>
  useSWR<ConsoleRewardList, ApiClientError>(`/rewards?${new URLSearchParams({ q, archived: String(archived), offset: String(offset), limit: '50' })}`, fetcher, options);
export const useConsoleReward = (id: number | null) => useSWR<ConsoleReward, ApiClientError>(id ? `/rewards/${id}` : null, fetcher, options);
export const useStaffList = () => useSWR<{ items: Staff[] }, ApiClientError>('/staff', fetcher, options);
export const useAuditLog = (filter: { resource?: string; resource_id?: string }) =>
  useSWR<{ items: AuditEntry[]; next_before: number | null }, ApiClientError>(
    `/audit?${new URLSearchParams(Object.fromEntries(Object.entries({ ...filter, limit: '100' }).filter(([, v]) => v)) as Record<string, string>)}`,
    fetcher,
    options,
  );

export const login = (email: string, password: string) => consoleFetch<ConsoleMe>('/session', { method: 'POST', body: { email, password } });
export const logout = () => consoleFetch<{ ok: true }>('/session', { method: 'DELETE' });
export const createReward = (input: RewardInput) => consoleFetch<ConsoleReward>('/rewards', { method: 'POST', body: input });
export const saveReward = (id: number, input: RewardInput) => consoleFetch<ConsoleReward>(`/rewards/${id}`, { method: 'PUT', body: input });
export const rewardAction = (id: number, act: 'publish' | 'unpublish' | 'archive') => consoleFetch<ConsoleReward>(`/rewards/${id}/${act}`, { method: 'POST' });
export const pauseReward = (id: number, paused: boolean) => consoleFetch<ConsoleReward>(`/rewards/${id}/pause`, { method: 'POST', body: { paused } });
export const createStaff = (input: StaffCreate) => consoleFetch<Staff>('/staff', { method: 'POST', body: input });
