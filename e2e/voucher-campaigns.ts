import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_EDITOR as EDITOR, E2E_BASE_URL } from './env';
import { memberQuery, type CreatedCollector } from './helpers';

// Voucher campaigns for the specs that need their own (vouchers, the console's code check): made
// through the console API as the demo editor (README, "Console"), and redeemed as a member would.

export { EDITOR };
const DAY = 86_400_000;
export type Codes = { id: number; codes: string[]; urls: string[] };

let seq = 0;
const key = () => `e2e-voucher-${Date.now().toString(36)}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

/** A published campaign with `count` single-use codes (or its shared code), made as an editor would. */
export async function campaign(request: APIRequestContext, input: Record<string, unknown> = {}, count = 1): Promise<Codes> {
  const headers = { Origin: E2E_BASE_URL };
  const login = await request.post('/api/console/session', { headers, data: EDITOR });
  expect(login.status(), await login.text()).toBe(200);
  const body = {
    title: 'Leserfest-Flyer',
    kind: 'single',
    gives: 'points',
    points: 40,
    reward_id: null,
    starts_at: new Date(Date.now() - DAY).toISOString(),
    ends_at: new Date(Date.now() + 30 * DAY).toISOString(),
    max_redemptions: null,
    per_member_limit: null,
    position: 0,
    ...input,
  };
  const created = await request.post('/api/console/voucher-campaigns', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/api/console/voucher-campaigns/${id}/publish`, { headers })).status()).toBe(200);
  const made = await request.post(`/api/console/voucher-campaigns/${id}/codes`, { headers, data: { count } });
  expect(made.status(), await made.text()).toBe(201);
  const { codes } = (await made.json()) as { codes: { code: string; url: string }[] };
  return { id, codes: codes.map((c) => c.code), urls: codes.map((c) => c.url) };
}

/** POST /api/vouchers/redeem as the member, with a fresh Idempotency-Key. */
export const redeemByApi = (request: APIRequestContext, m: Required<CreatedCollector>, code: string) =>
  request.post(`/api/vouchers/redeem?${memberQuery(m)}`, { headers: { 'Idempotency-Key': key() }, data: { code } });
