// Helpers of the loyalty-core suites: host/member requests, ledger invariants, a fresh PostgreSQL
// database with a pool of its own size (the concurrency suite), small lookups.
import { statementReason } from '@/lib/server/services/statement';
import { cachedEarningRules } from '@/lib/server/services/catalog-cache';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { collectors, ledgerEntries, notifications } from '@/lib/server/db/schema';
import { openFreshPostgres, TEST_API_KEY, type makeApp } from './db';
import { BROKEN_COLLECTORS_SQL } from '@/scripts/faults/ledger-invariants.cjs';

export type App = ReturnType<typeof makeApp>['app'];

type PostOpts = { key?: string | null; raw?: string; contentType?: string };

/** POST to a host endpoint with the test API key (key: null → no Authorization header). */
export async function hostPost(app: App, path: string, body: unknown, opts: PostOpts = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': opts.contentType ?? 'application/json' };
  const key = opts.key === undefined ? TEST_API_KEY : opts.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  return app.request(path, { method: 'POST', headers, body: opts.raw ?? JSON.stringify(body) });
}

/** POST /api/host/events → [status, json]. */
export async function sendEvent(app: App, body: Record<string, unknown>, opts: PostOpts = {}) {
  const res = await hostPost(app, '/api/host/events', body, opts);
  return [res.status, await res.json()] as const;
}

/** POST /api/host/adjustments → [status, json]. */
export async function sendAdjustment(app: App, body: Record<string, unknown>, opts: PostOpts = {}) {
  const res = await hostPost(app, '/api/host/adjustments', body, opts);
  return [res.status, await res.json()] as const;
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = (prefix = 'k') => `${prefix}-${++keys}-${randomBytes(4).toString('hex')}`;

/** A new collector through the host API: anonymous, or identified when a user id is given. */
export async function newMember(app: App, userId?: string): Promise<{ token: string; hash?: string; ssoToken?: string }> {
  const res = await hostPost(app, '/api/host/collectors', userId ? { user: { id: userId } } : {});
  if (res.status !== 201) throw new Error(`creating a collector failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { token: body.collector_token, hash: body.hash, ssoToken: body.token };
}

/** A copy of obj without the given keys. */
export function omit<T extends Record<string, unknown>, K extends keyof T>(obj: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...obj };
  for (const key of keys) delete copy[key];
  return copy;
}

/** GET a member endpoint (collector_token added) → [status, json]. */
export async function memberGet(app: App, path: string, token: string) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await app.request(`${path}${sep}collector_token=${encodeURIComponent(token)}`);
  return [res.status, await res.json()] as const;
}

/** POST a member endpoint (collector_token added) → [status, json]. */
export async function memberPost(app: App, path: string, token: string, body: unknown, opts: { raw?: string; contentType?: string } = {}) {
  const res = await app.request(`${path}?collector_token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'Content-Type': opts.contentType ?? 'application/json' },
    body: opts.raw ?? JSON.stringify(body),
  });
  return [res.status, await res.json()] as const;
}

/** A member's collector token with the SSO pair of POST /api/host/collectors (absent: anonymous). */
export type PairedMember = { token: string; hash?: string; ssoToken?: string };

/** POST a member-sso endpoint with the SSO pair (collector_token, hash, token added) → [status, json]. */
export async function memberSsoPost(app: App, path: string, m: PairedMember, body?: unknown, opts: { raw?: string } = {}) {
  const pair = m.hash && m.ssoToken ? `&hash=${encodeURIComponent(m.hash)}&token=${encodeURIComponent(m.ssoToken)}` : '';
  const res = await app.request(`${path}?collector_token=${encodeURIComponent(m.token)}${pair}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return [res.status, await res.json()] as const;
}

/** POST /api/me/optOut as the member itself (with the SSO pair) → [status, json]. */
export const optOutAs = (app: App, m: PairedMember, reason = 'Test') => memberSsoPost(app, '/api/me/optOut', m, { reason });

export async function collectorByToken(db: Db, token: string) {
  const [row] = await db.select().from(collectors).where(eq(collectors.token, token));
  if (!row) throw new Error('no such collector');
  return row;
}

/** A member's ledger entries, oldest first, each with its reason as the statement shows it (`reason`) and its stored code (`reasonCode`). */
export async function entriesOf(db: Db, collectorId: number) {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.collectorId, collectorId)).orderBy(ledgerEntries.id);
  const labels = new Map((await cachedEarningRules(db)).map((r) => [r.step, r.reason]));
  return rows.map((row) => ({ ...row, reasonCode: row.reason, reason: statementReason(row, labels) }));
}

export async function notificationsOf(db: Db, collectorId: number) {
  return db.select().from(notifications).where(eq(notifications.collectorId, collectorId)).orderBy(notifications.id);
}

/** Rows of a raw statement (both drivers answer {rows}). */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type WriteCounts = {
  ledger: number;
  remaining: number;
  balances: number;
  events: number;
  idempotent: number;
  notifications: number;
  badges: number;
  sso_users: number;
  identified: number;
};

/** A snapshot of everything a rejected write must leave untouched. */
export async function writeCounts(db: Db): Promise<WriteCounts> {
  const [row] = await rows<WriteCounts>(
    db,
    sql`select
      (select count(*)::int from ledger_entries) as ledger,
      (select coalesce(sum(remaining), 0)::int from ledger_entries) as remaining,
      (select coalesce(sum(points_available), 0)::int from collectors) as balances,
      (select count(*)::int from activity_events) as events,
      (select count(*)::int from idempotent_requests) as idempotent,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from collector_badges) as badges,
      (select count(*)::int from sso_users) as sso_users,
      (select count(*)::int from collectors where sso_user_id is not null or merged_into_id is not null) as identified`,
  );
  return row!;
}

/** Points are money: no collector breaks an invariant of scripts/faults/ledger-invariants.cjs. */
export async function assertLedgerConsistent(db: Db): Promise<void> {
  const broken = await rows<Record<string, unknown>>(db, sql.raw(BROKEN_COLLECTORS_SQL));
  expect(broken).toEqual([]);
}

/** A fresh PostgreSQL database with a larger pool, for the concurrency suite. */
export const openFreshPostgresDb = (adminUrl: string, poolSize: number) => openFreshPostgres(adminUrl, poolSize);
