import 'server-only';
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { collectors, orders, rewards, ssoUsers } from '@/lib/server/db/schema';
import type { ConsoleMember, ConsoleMemberDetail, ConsoleOrder, ConsoleOrdersPage, ConsoleStatementPage } from '@/lib/contracts/console';
import type { OrderState } from '@/lib/domain/reward-states';
import type { DeliveryType } from '@/lib/domain/reward-states';
import { supportToken } from '@/lib/domain/support-token';
import { ApiError } from '@/lib/server/errors';
import { idem } from '@/lib/server/money/idempotency';
import { activitiesOf, badgeStates, statementPage } from '@/lib/server/services/activities';
import { adjust, optIn } from '@/lib/server/services/membership';
import { moveOrder, myOrders, orderJson, settleOrders } from '@/lib/server/services/orders';
import { audit } from './audit';
import { serverText } from '@/lib/server/texts';

// What operators do (docs/console.md, Orders, Members): work through the order queue, find a member,
// see their balance, statement, orders and badges, and credit or debit with a reason. Every write
// goes through the same services as the host API, with an audit row in its transaction.

const orderColumns = {
  order: orders,
  reward: { id: rewards.id, title: rewards.title, imageUrl: rewards.imageUrl, sponsor: rewards.sponsor, externalUrl: rewards.externalUrl },
  token: collectors.token,
  username: ssoUsers.username,
  email: ssoUsers.email,
};

type OrderFilter = { state?: OrderState; delivery?: DeliveryType; reward_id?: number };

function orderWhere(q: OrderFilter, extra?: SQL) {
  return and(
    q.state ? eq(orders.state, q.state) : undefined,
    q.delivery ? eq(orders.delivery, q.delivery) : undefined,
    q.reward_id ? eq(orders.rewardId, q.reward_id) : undefined,
    extra,
  );
}

/** Orders with their reward and member, oldest first (first come, first served). */
const ordersWithMembers = (db: Db, where: SQL | undefined) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(rewards, eq(rewards.id, orders.rewardId))
    .innerJoin(collectors, eq(collectors.id, orders.collectorId))
    .leftJoin(ssoUsers, eq(ssoUsers.id, collectors.ssoUserId))
    .where(where)
    .orderBy(orders.id);

const memberRef = (token: string, username: string | null, email: string | null) => ({
  collector_token: token,
  support_token: supportToken(token),
  username,
  email,
});

/** GET /api/console/orders: the queue, oldest first (first come, first served), by state and delivery. */
export async function consoleOrders(db: Db, q: OrderFilter & { limit: number; offset: number }, now = new Date()) {
  // The stored states catch up with time first, so the filter and the states shown agree.
  if (q.state) await settleOrders(db, now);
  const where = orderWhere(q);
  const [rows, [total]] = await Promise.all([
    ordersWithMembers(db, where).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const items: ConsoleOrder[] = rows.map((r) => ({
    ...orderJson(r.order, r.reward, now),
    member: memberRef(r.token, r.username, r.email),
    contact: r.order.contact,
  }));
  return { items, total: Number(total?.n ?? 0) };
}

/** POST /api/console/orders/{id}/state: sent, ready for pickup, picked up, cancelled (Räppli back). */
export async function consoleMoveOrder(db: Db, staffId: number, orderId: number, event: 'activate' | 'complete' | 'cancel', now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ state: orders.state, raffleState: orders.raffleState }).from(orders).where(eq(orders.id, orderId));
    const result = await moveOrder(tx, orderId, event, now);
    await audit(tx, {
      staffId,
      action: `order.${event}`,
      resource: 'order',
      resourceId: orderId,
      before: before ? { state: before.state, raffle_state: before.raffleState } : null,
      after: { state: result.order.state, raffle_state: result.order.raffle_state },
    });
    return result;
  });
}

const CSV_HEADER = [
  'Bestellung',
  'Datum',
  'Prämie',
  'Menge',
  'Anrede',
  'Vorname',
  'Nachname',
  'Straße',
  'Nr.',
  'PLZ',
  'Ort',
  'Land',
  'E-Mail',
  'Telefon',
  'Status',
];

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ made harmless for spreadsheets (CSV injection). */
function cell(v: unknown): string {
  const text = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** GET /api/console/orders.csv: the shipping addresses of the queue's orders (those that have one). */
export async function shippingCsv(db: Db, q: OrderFilter, timezone: string, now = new Date()): Promise<string> {
  if (q.state) await settleOrders(db, now);
  const rows = await ordersWithMembers(db, orderWhere(q, isNotNull(sql`${orders.contact} -> 'address'`))).limit(10_000);
  const date = new Intl.DateTimeFormat('de-AT', { timeZone: timezone, dateStyle: 'medium' });
  const lines = rows.map(({ order: o, reward: r }) => {
    const a = (o.contact.address ?? {}) as Record<string, unknown>;
    // The state in the console's words (offen, erledigt …), as the list beside the download names it.
    const state = serverText(`console.orders.states.${o.state as OrderState}`);
    return [
      o.id,
      date.format(o.createdAt),
      r.title,
      o.units,
      a.salutation,
      a.firstname,
      a.lastname,
      a.street,
      a.street_nr,
      a.postcode,
      a.city,
      a.country,
      o.contact.email,
      o.contact.telephone,
      state,
    ]
      .map(cell)
      .join(';');
  });
  // A BOM and semicolons: what spreadsheets in German-speaking countries open without asking.
  return `\uFEFF${[CSV_HEADER.map(cell).join(';'), ...lines].join('\r\n')}\r\n`;
}

const memberColumns = {
  c: collectors,
  username: ssoUsers.username,
  email: ssoUsers.email,
  subscriber: sql<boolean>`raeppli_subscriber(${collectors}, now())`,
};

function memberJson(r: { c: typeof collectors.$inferSelect; username: string | null; email: string | null; subscriber: boolean }): ConsoleMember {
  return {
    ...memberRef(r.c.token, r.username, r.email),
    anonymous: r.c.ssoUserId === null,
    points_available: r.c.pointsAvailable,
    lifetime_earned: r.c.lifetimeEarned,
    lifetime_spent: r.c.lifetimeSpent,
    opted_out: r.c.optedOutAt !== null,
    subscriber: r.subscriber,
    created_at: r.c.createdAt.toISOString(),
    last_seen_at: r.c.lastSeenAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/console/members?q=: by support token ("c" + the token's last 8 characters, as the
 * member's error page shows it), the whole collector token, an e-mail address or a username.
 */
export async function findMembers(db: Db, q: string) {
  const text = q.trim();
  const support = /^c[A-Za-z0-9_-]{8}$/.test(text) ? text.slice(1) : null;
  const where = support
    ? sql`right(${collectors.token}, 8) = ${support}`
    : text.includes('@')
      ? sql`lower(${ssoUsers.email}) = lower(${text})`
      : sql`(${collectors.token} = ${text} or lower(${ssoUsers.username}) = lower(${text}))`;
  const rows = await db
    .select(memberColumns)
    .from(collectors)
    .leftJoin(ssoUsers, eq(ssoUsers.id, collectors.ssoUserId))
    .where(and(where, sql`${collectors.mergedIntoId} is null`))
    .orderBy(desc(collectors.id))
    .limit(20);
  return { items: rows.map(memberJson) };
}

async function memberRow(db: Db, token: string) {
  const [row] = await db.select(memberColumns).from(collectors).leftJoin(ssoUsers, eq(ssoUsers.id, collectors.ssoUserId)).where(eq(collectors.token, token));
  if (!row) throw new ApiError('COLLECTOR_NOT_FOUND');
  return row;
}

/** GET /api/console/members/{collector_token}: balance, the last 50 statement lines, orders, badges. */
export async function memberDetail(db: Db, token: string, now = new Date()): Promise<ConsoleMemberDetail> {
  const row = await memberRow(db, token);
  const id = row.c.id;
  const [statement, badgeList, orderPage] = await Promise.all([activitiesOf(db, id, { limit: 50 }), badgeStates(db, id), myOrders(db, id, { limit: 50 }, now)]);
  return { member: memberJson(row), statement, orders: orderPage.items, orders_next_before: orderPage.next_before, badges: badgeList };
}

/** GET /api/console/members/{collector_token}/orders: the orders older than `before`, newest first. */
export async function memberOrders(db: Db, token: string, page: { limit: number; before?: number }, now = new Date()): Promise<ConsoleOrdersPage> {
  const row = await memberRow(db, token);
  return myOrders(db, row.c.id, page, now);
}

/** GET /api/console/members/{collector_token}/statement: the statement lines older than `before`, newest first. */
export async function memberStatement(db: Db, token: string, page: { limit: number; before?: number }): Promise<ConsoleStatementPage> {
  const row = await memberRow(db, token);
  return statementPage(db, row.c.id, page);
}

/**
 * POST /api/console/members/{collector_token}/adjustments: a credit or debit with the operator's
 * reason (the member reads it in the statement), once per Idempotency-Key, through the ledger
 * engine as the host API's adjustments; the audit row is written in the same transaction.
 */
export async function consoleAdjust(db: Db, config: Config, staffId: number, token: string, body: { amount: number; reason: string }, key: string) {
  const claim = idem('console:adjustments', key, { collector_token: token, staff: staffId, ...body });
  return adjust(db, config, { token, amount: body.amount, reason: body.reason, key: `console:${staffId}:${key}` }, claim, new Date(), (tx) =>
    audit(tx, { staffId, action: 'member.adjust', resource: 'member', resourceId: supportToken(token), after: { amount: body.amount, reason: body.reason } }),
  );
}

/**
 * POST /api/console/members/{collector_token}/opt-in: staff end a member's opt-out (the member asked
 * for it by phone or mail), as the member's own POST /api/me/optIn would; the audit row is written in
 * the same transaction, only when an opt-out ended.
 */
export async function consoleOptIn(db: Db, staffId: number, token: string) {
  const row = await memberRow(db, token);
  return optIn(db, row.c.id, 'console', new Date(), (tx, was) =>
    audit(tx, {
      staffId,
      action: 'member.opt_in',
      resource: 'member',
      resourceId: supportToken(token),
      before: { opted_out_at: was },
      after: { opted_out_at: null },
    }),
  );
}
