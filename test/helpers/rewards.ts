// Helpers of the rewards suites: an identified member with Räppli, rewards made for one test,
// spends through the API (reserve → confirm), and the reward-side invariants.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { ReserveBody } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { orders, reservations, rewards } from '@/lib/server/db/schema';
import { redeemTx } from '@/lib/server/services/redeem';
import messages from '@/messages/de.json';
import { TEST_API_KEY } from './db';
import { collectorByToken, newKey, newMember, rows, sendAdjustment, type App } from './loyalty';

export type Member = { token: string; hash: string; ssoToken: string };

let users = 0;
/** An identified member (SSO pair) credited with `points` Räppli through a host adjustment. */
export async function richMember(app: App, points: number): Promise<Member> {
  const m = await newMember(app, `reward-user-${process.pid}-${++users}-${Date.now()}`);
  if (points > 0) {
    const [status, body] = await sendAdjustment(app, { collector_token: m.token, amount: points, reason: 'Testguthaben', idempotency_key: newKey('fund') });
    if (status !== 200 && status !== 201) throw new Error(`adjustment failed: ${status} ${JSON.stringify(body)}`);
  }
  return { token: m.token, hash: m.hash!, ssoToken: m.ssoToken! };
}

/** A reward for one test (published, running unless told otherwise). */
export async function makeReward(db: Db, values: Partial<typeof rewards.$inferInsert> = {}) {
  const stock = values.stock ?? null;
  const [row] = await db
    .insert(rewards)
    .values({
      title: 'Testprämie',
      description: 'Für einen Test.',
      type: 'buy',
      delivery: 'coupon',
      categoryId: 1,
      cost: 10,
      stock,
      stockLeft: stock,
      ...values,
    })
    .returning();
  return row!;
}

const q = (m: Member) => `collector_token=${encodeURIComponent(m.token)}&hash=${m.hash}&token=${encodeURIComponent(m.ssoToken)}`;

/** A member request with the SSO pair (and an Idempotency-Key unless key: null) → [status, json]. */
export async function memberCall(app: App, method: string, path: string, m: Member, body?: unknown, key: string | null = newKey('idem')) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers['Idempotency-Key'] = key;
  const res = await app.request(`${path}${path.includes('?') ? '&' : '?'}${q(m)}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return [res.status, await res.json()] as const;
}

export const reserve = (app: App, m: Member, rewardId: number, body: unknown = {}, key?: string) =>
  memberCall(app, 'POST', `/api/rewards/${rewardId}/reserve`, m, body, key);
export const confirm = (app: App, m: Member, reservationId: string, key?: string) =>
  memberCall(app, 'POST', `/api/reservations/${reservationId}/confirm`, m, undefined, key);

/** reserve + confirm; throws when either step fails. */
export async function buy(app: App, m: Member, rewardId: number, body: unknown = {}) {
  const [s1, r] = await reserve(app, m, rewardId, body);
  if (s1 !== 201) throw new Error(`reserve failed: ${s1} ${JSON.stringify(r)}`);
  const [s2, o] = await confirm(app, m, r.reservation_id);
  if (s2 !== 200) throw new Error(`confirm failed: ${s2} ${JSON.stringify(o)}`);
  return o as { order_id: number; state: string; balance: number };
}

/**
 * An order holds its stock unless it was canceled with a refund (member or operator cancel): a
 * coupon or pass missed after its valid_until and a prize not collected in time were paid and
 * stay consumed (the periodic job marks them canceled/expired without giving anything back).
 */
const holdsStock = sql`(o.state <> 'canceled' or o.raffle_state = 'expired'
  or (o.delivery in ('coupon', 'custom') and o.raffle_state is null and o.valid_until <= o.updated_at))`;

/**
 * Stock is money too: for every reward with stock, stock_left = stock − units of orders that hold
 * stock − units of held reservations, and never below zero; a fund's total = Σ its live donations.
 */
export async function assertRewardsConsistent(db: Db) {
  const rows = await db
    .select({
      id: rewards.id,
      stock: rewards.stock,
      stockLeft: rewards.stockLeft,
      fundTotal: rewards.fundTotal,
      type: rewards.type,
      ordered: sql<number>`(select coalesce(sum(units), 0) from ${orders} o where o.reward_id = rewards.id and ${holdsStock})`,
      held: sql<number>`(select coalesce(sum(units), 0) from ${reservations} r where r.reward_id = rewards.id and r.state = 'held')`,
      donated: sql<number>`(select coalesce(sum(amount), 0) from ${orders} o where o.reward_id = rewards.id and o.state <> 'canceled')`,
    })
    .from(rewards);
  for (const r of rows) {
    if (r.stock !== null) {
      expect({ id: r.id, stockLeft: r.stockLeft }).toEqual({ id: r.id, stockLeft: r.stock - Number(r.ordered) - Number(r.held) });
      expect(r.stockLeft).toBeGreaterThanOrEqual(0);
    }
    if (r.type === 'fund') expect({ id: r.id, fundTotal: r.fundTotal }).toEqual({ id: r.id, fundTotal: Number(r.donated) });
  }
}

export async function orderById(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export const memberQuery = (m: Member) => q(m);

/** A request with an explicit query string (to leave out or swap hash/token) → [status, json]. */
export async function rawCall(app: App, method: string, path: string, query: string, body?: unknown, key: string | null = newKey('idem')) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers['Idempotency-Key'] = key;
  const res = await app.request(`${path}?${query}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return [res.status, await res.json()] as const;
}

/** A host API call with the test API key (key: null → none) → [status, json]. */
export async function hostCall(app: App, method: string, path: string, body?: unknown, key: string | null = TEST_API_KEY) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers.Authorization = `Bearer ${key}`;
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return [res.status, await res.json()] as const;
}

/** PUT /api/host/collectors/{token}/subscription */
export const subscribe = (app: App, m: Member, body: { active: boolean; until?: string | null } = { active: true }) =>
  hostCall(app, 'PUT', `/api/host/collectors/${encodeURIComponent(m.token)}/subscription`, body);

/** Member actions on an order: cancel, redeem (coupon), activate (pass). */
export const orderAction = (app: App, m: Member, orderId: number, action: 'cancel' | 'redeem' | 'activate') =>
  memberCall(app, 'POST', `/api/me/orders/${orderId}/${action}`, m, undefined, null);

export const release = (app: App, m: Member, reservationId: string) => memberCall(app, 'DELETE', `/api/reservations/${reservationId}`, m, undefined, null);

/** Expects an API error answer with its status, code and the German message of the catalogue. */
export function expectError(
  answer: readonly [number, { error?: { code: string; message: string; details?: unknown } }],
  status: number,
  code: string,
  message?: string,
) {
  const [s, json] = answer;
  expect({ status: s, code: json.error?.code }).toEqual({ status, code });
  expect(json.error!.message).toBe(message ?? (messages.errors as Record<string, string>)[code]);
}

/** The German text a host endpoint answers for an error code: the host catalogue's, else the members' (docs/api.md, "Errors"). */
export const hostErrorText = (code: string) => (messages.hostErrors as Record<string, string>)[code] ?? (messages.errors as Record<string, string>)[code];

/** expectError for a host endpoint's answer: the integrator's text. */
export const expectHostError = (answer: Parameters<typeof expectError>[0], status: number, code: string) =>
  expectError(answer, status, code, hostErrorText(code));

export type RewardCounts = {
  reservations: number;
  held: number;
  orders: number;
  ledger: number;
  balances: number;
  stock_left: number;
  fund_total: number;
  idempotent: number;
  notifications: number;
  badges: number;
};

/** A snapshot of everything a rejected spend must leave untouched. */
export async function rewardCounts(db: Db): Promise<RewardCounts> {
  const [row] = await rows<RewardCounts>(
    db,
    sql`select
      (select count(*)::int from reservations) as reservations,
      (select count(*)::int from reservations where state = 'held') as held,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from ledger_entries) as ledger,
      (select coalesce(sum(points_available), 0)::int from collectors) as balances,
      (select coalesce(sum(stock_left), 0)::int from rewards) as stock_left,
      (select coalesce(sum(fund_total), 0)::int from rewards) as fund_total,
      (select count(*)::int from idempotent_requests) as idempotent,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from collector_badges) as badges`,
  );
  return row!;
}

export async function collectorIdOf(db: Db, m: Pick<Member, 'token'>) {
  return (await collectorByToken(db, m.token)).id;
}

/** reserve + confirm at a chosen instant, in one transaction (as the seed does): orders on chosen business days. */
export async function spendAt(db: Db, config: Config, collectorId: number, rewardId: number, body: ReserveBody, now: Date) {
  return db.transaction((tx) => redeemTx(tx, config, collectorId, rewardId, body, now));
}

export async function reservationById(db: Db, id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

export async function rewardById(db: Db, id: number) {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id));
  return row!;
}

export const EMAIL = 'leserin@example.org';
export const ADDRESS = {
  salutation: 'Frau',
  firstname: 'Lea',
  lastname: 'Muster',
  street: 'Kirchstrasse',
  street_nr: '12a',
  postcode: '6900',
  city: 'Bregenz',
  country: 'AT',
} as const;
export const RAFFLE_CONTACT = { email: EMAIL, accept_terms: true } as const;
