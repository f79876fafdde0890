// Webhooks (docs/webhooks.md): endpoints through the host API and the console; every event type
// reaches a receiver this test starts, each event id once, signed; failed attempts are retried
// with backoff and recorded; targets on private addresses are refused; two senders at once send
// nothing twice; the outbox is written in the transaction of the change.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { webhookCreatedSchema, webhookDeliveriesSchema, webhookListSchema, type WebhookDelivery } from '@/lib/contracts/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@/lib/domain/webhooks';
import { openPostgres, type Db } from '@/lib/server/db/client';
import { execRows } from '@/lib/server/db/raw';
import { applyDefaults } from '@/lib/server/db/defaults';
import { webhookDeliveries, webhookEndpoints, webhookEvents, orders } from '@/lib/server/db/schema';
import { verifyWebhook } from '@/lib/server/crypto/webhook-signature';
import { drawRaffle } from '@/lib/server/services/raffles';
import { deliverDueWebhooks, type DeliveryRun } from '@/lib/server/webhooks/deliver';
import { emitEvent, emitOrderEvents } from '@/lib/server/webhooks/emit';
import { countRows, describeEachDatabase, makeApp, TEST_API_KEY } from '../helpers/db';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { newKey, sendAdjustment, sendEvent, type App } from '../helpers/loyalty';
import { buy, confirm, hostCall, hostErrorText, makeReward, memberCall, RAFFLE_CONTACT, reserve, richMember } from '../helpers/rewards';
import { makeCampaign, redeem } from '../helpers/vouchers';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver on 127.0.0.1 at a random port: records every request, answers `status` after `delayMs`. */
async function startReceiver() {
  const received: Received[] = [];
  const mode = { status: 200, delayMs: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => {
        res.statusCode = mode.status;
        res.end('ok');
      }, mode.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    mode,
    /** Not listening any more: connections are refused. */
    down: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const ALLOW = { WEBHOOK_ALLOW_PRIVATE: 'true' } as const;
const STRICT = { WEBHOOK_ALLOW_PRIVATE: 'false' } as const;
const MINUTE = 60_000;

/** A host call that may answer 204 (no body) → [status, json | null]. */
async function host(app: App, method: string, path: string, body?: unknown, key: string | null = TEST_API_KEY) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers.Authorization = `Bearer ${key}`;
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return [res.status, text ? JSON.parse(text) : null] as const;
}

/** Runs deliveries at `now` until nothing is due; the runs' sums. */
async function drain(db: Db, config: { WEBHOOK_ALLOW_PRIVATE: 'true' | 'false' }, now = new Date()) {
  const total: DeliveryRun = { claimed: 0, delivered: 0, retry: 0, failed: 0, canceled: 0 };
  for (let i = 0; i < 50; i++) {
    const run = await deliverDueWebhooks(db, config, now);
    for (const k of Object.keys(total) as (keyof DeliveryRun)[]) total[k] += run[k];
    if (run.claimed === 0) break;
  }
  return total;
}

const bodies = (r: Receiver) => r.received.map((x) => JSON.parse(x.body) as { id: string; type: string; created_at: string; data: Record<string, unknown> });

describeEachDatabase('webhooks', (t) => {
  let app: App;
  let strictApp: App;
  let receiver: Receiver;

  beforeAll(async () => {
    app = makeApp(t.database, ALLOW).app;
    strictApp = makeApp(t.database, STRICT).app;
    await applyDefaults(t.db);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.down();
  });
  // Every test starts without live endpoints and with a receiver that answers 200.
  beforeEach(async () => {
    await t.db
      .update(webhookEndpoints)
      .set({ deletedAt: new Date() })
      .where(sql`${webhookEndpoints.deletedAt} is null`);
    await t.db.update(webhookDeliveries).set({ state: 'canceled' }).where(eq(webhookDeliveries.state, 'pending'));
    receiver.received.length = 0;
    receiver.mode.status = 200;
    receiver.mode.delayMs = 0;
  });

  const register = async (events: readonly string[] = WEBHOOK_EVENT_TYPES, url = receiver.url) => {
    const [status, body] = await host(app, 'POST', '/api/host/webhooks', { url, events });
    expect([status, body]).toEqual([201, expect.anything()]);
    return webhookCreatedSchema.parse(body);
  };

  it('registers, lists (without secrets) and deletes endpoints; bad input is a German 400', async () => {
    const created = await register(['order.created', 'raffle.won']);
    expect(webhookCreatedSchema.strict().safeParse(created).success).toBe(true);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ url: receiver.url, events: ['order.created', 'raffle.won'] });

    const [ls, list] = await host(app, 'GET', '/api/host/webhooks');
    expect(ls).toBe(200);
    expect(webhookListSchema.strict().safeParse(list).success).toBe(true);
    expect(list.items).toEqual([{ id: created.id, url: receiver.url, events: ['order.created', 'raffle.won'], created_at: created.created_at }]);
    expect(JSON.stringify(list)).not.toContain(created.secret);

    for (const bad of [
      { url: 'ftp://example.org/x', events: ['order.created'] },
      { url: 'nicht eine adresse', events: ['order.created'] },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['order.deleted'] },
      { url: receiver.url, events: ['order.created', 'order.created'] },
      { url: receiver.url, events: ['order.created'], secret: 'mine' },
    ]) {
      const [status, err] = await host(app, 'POST', '/api/host/webhooks', bad);
      expect([JSON.stringify(bad), status, err.error.code]).toEqual([JSON.stringify(bad), 400, 'VALIDATION_FAILED']);
      expect(err.error.message).toBe(hostErrorText('VALIDATION_FAILED'));
    }
    expect((await host(app, 'POST', '/api/host/webhooks', { url: receiver.url, events: ['order.created'] }, null))[0]).toBe(401);
    expect((await host(app, 'GET', '/api/host/webhooks', undefined, 'wrong-key-wrong-key'))[0]).toBe(401);

    expect(await host(app, 'DELETE', `/api/host/webhooks/${created.id}`)).toEqual([204, null]);
    const [again, gone] = await host(app, 'DELETE', `/api/host/webhooks/${created.id}`);
    expect([again, gone.error.code, gone.error.message]).toEqual([404, 'WEBHOOK_NOT_FOUND', hostErrorText('WEBHOOK_NOT_FOUND')]);
    expect((await host(app, 'DELETE', '/api/host/webhooks/999999'))[0]).toBe(404);
    expect((await host(app, 'GET', '/api/host/webhooks/999999/deliveries'))[0]).toBe(404);
    expect((await host(app, 'GET', '/api/host/webhooks'))[1].items).toEqual([]);
    // The history of a deleted endpoint stays readable.
    expect(await host(app, 'GET', `/api/host/webhooks/${created.id}/deliveries`)).toEqual([200, { items: [], next_cursor: null }]);
  });

  it('refuses loopback, private and link-local targets without WEBHOOK_ALLOW_PRIVATE (422), at registration and at delivery', async () => {
    for (const url of [
      receiver.url,
      'http://localhost:8080/x',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://169.254.169.254/latest/meta-data',
      'http://10.1.2.3/x',
      'https://172.20.0.1/x',
      'http://192.168.1.10/x',
      'http://100.64.0.1/x',
      'http://0.0.0.0/x',
      'http://[fd00::1]/x',
      'http://[fe80::1]/x',
    ]) {
      const [status, err] = await host(strictApp, 'POST', '/api/host/webhooks', { url, events: ['member.opted_out'] });
      expect([url, status, err?.error?.code]).toEqual([url, 422, 'WEBHOOK_URL_REFUSED']);
      expect(err.error.message).toMatch(/nicht erlaubt/);
    }
    // A host name DNS cannot have (a label over 63 characters, 600 in all) is no address at all.
    for (const url of [`https://${'a'.repeat(600)}.example/x`, `https://${'b'.repeat(64)}.example/x`, 'https://exa_mple.org/x']) {
      const [status, err] = await host(strictApp, 'POST', '/api/host/webhooks', { url, events: ['member.opted_out'] });
      expect([url.slice(0, 30), status, err?.error?.details?.[0]?.path]).toEqual([url.slice(0, 30), 400, 'url']);
    }
    expect(await countRows(t.db, webhookEndpoints)).toBe(1 /* the first test's, deleted */);
    // A public address literal is taken (no DNS needed).
    const [ok, created] = await host(strictApp, 'POST', '/api/host/webhooks', { url: 'https://93.184.215.14/hooks', events: ['member.opted_out'] });
    expect(ok).toBe(201);
    expect((await host(strictApp, 'DELETE', `/api/host/webhooks/${created.id}`))[0]).toBe(204);

    // Registered while allowed, sent while not: refused at delivery, recorded, nothing reaches the receiver.
    const endpoint = await register(['member.opted_out']);
    const m = await richMember(app, 0);
    expect((await memberCall(app, 'POST', '/api/me/optOut', m, { reason: 'Test' }, null))[0]).toBe(200);
    const run = await deliverDueWebhooks(t.db, STRICT);
    expect(run).toMatchObject({ claimed: 1, retry: 1, delivered: 0 });
    expect(receiver.received).toHaveLength(0);
    const [, page] = await host(app, 'GET', `/api/host/webhooks/${endpoint.id}/deliveries`);
    expect(page.items[0]).toMatchObject({
      event_type: 'member.opted_out',
      state: 'pending',
      attempts: [{ status: null, error: 'address refused (127.0.0.1)' }],
    });
  });

  it('delivers every event type once, by event id, with a valid signature and the documented payload', async () => {
    const endpoint = await register();
    // order.created (and a level-up: 500 Räppli cross 200 and 500)
    const m = await richMember(app, 500);
    const reward = await makeReward(t.db, { cost: 50, title: 'Webhook-Prämie' });
    const order = await buy(app, m, reward.id);
    // order.state_changed
    expect((await hostCall(app, 'POST', `/api/host/orders/${order.order_id}/state`, { event: 'complete' }))[0]).toBe(200);
    // raffle.drawn, raffle.won
    const raffle = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 1, title: 'Webhook-Verlosung', endsAt: new Date(Date.now() + MINUTE) });
    const ticket = await buy(app, m, raffle.id, { tickets: 2, ...RAFFLE_CONTACT });
    await drawRaffle(t.db, makeApp(t.database, ALLOW).config, raffle.id, new Date(raffle.endsAt!.getTime() + 1000));
    // voucher.redeemed
    const { codes, campaign } = await makeCampaign(t.db, { points: 10, title: 'Webhook-Gutschein' });
    expect((await redeem(app, m, codes[0]!))[0]).toBe(200);
    // member.level_up through the earning event's one database call: 195 → 200 ("Leseratte")
    const reader = await richMember(app, 195);
    expect((await sendEvent(app, { collector_token: reader.token, step: 'articleRead', data: { article_id: 'wh-1' }, idempotency_key: newKey('ev') }))[0]).toBe(
      200,
    );
    // member.opted_out
    expect((await memberCall(app, 'POST', '/api/me/optOut', m, { reason: 'Zu viele Mails' }, null))[0]).toBe(200);
    // member.opted_in
    expect((await memberCall(app, 'POST', '/api/me/optIn', m, undefined, null))[0]).toBe(200);

    const stored = await t.db.select().from(webhookEvents);
    const run = await drain(t.db, ALLOW);
    expect(run.delivered).toBe(run.claimed);
    const got = bodies(receiver);
    expect(new Set(got.map((b) => b.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    // Each event once, and every one the outbox holds for this endpoint.
    const ids = got.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = await t.db.select({ eventId: webhookDeliveries.eventId }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(ids.sort()).toEqual(mine.map((d) => d.eventId).sort());
    expect(stored.length).toBeGreaterThanOrEqual(ids.length);
    const now = Math.floor(Date.now() / 1000);
    for (const r of receiver.received) {
      const b = JSON.parse(r.body) as { id: string; type: string };
      expect(b.id).toMatch(/^evt_[0-9a-f]{32}$/);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['user-agent']).toMatch(/^Raeppli-Webhooks\//);
      expect(r.headers['raeppli-event-id']).toBe(b.id);
      expect(r.headers['raeppli-event-type']).toBe(b.type);
      const signature = String(r.headers['raeppli-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhook(endpoint.secret, signature, r.body, now)).toBe(true);
      // Another secret, or a changed body, does not verify.
      expect(verifyWebhook('whsec_other', signature, r.body, now)).toBe(false);
      expect(verifyWebhook(endpoint.secret, signature, r.body.replace(b.id, 'evt_forged'), now)).toBe(false);
    }

    const of = (type: string) => got.filter((b) => b.type === type);
    const member = { collector_token: m.token, user_id: expect.stringMatching(/^reward-user-/), username: null };
    expect(of('order.created').find((b) => b.data.order_id === order.order_id)!.data).toEqual({
      ...member,
      order_id: order.order_id,
      reward_id: reward.id,
      reward_title: 'Webhook-Prämie',
      reward_type: 'buy',
      delivery: 'coupon',
      units: 1,
      amount: 0,
      cost: 50,
      state: 'waiting',
      raffle_state: null,
      ordered_at: expect.any(String),
      source: 'purchase',
    });
    expect(of('order.state_changed')[0]!.data).toMatchObject({ ...member, order_id: order.order_id, from: 'waiting', to: 'done', state: 'done' });
    expect(of('raffle.drawn')[0]!.data).toEqual({
      raffle_id: raffle.id,
      title: 'Webhook-Verlosung',
      drawn_at: expect.any(String),
      winners: 1,
      tickets: 2,
      entries: 1,
      winning_order_ids: [ticket.order_id],
    });
    expect(of('raffle.won')[0]!.data).toMatchObject({
      ...member,
      order_id: ticket.order_id,
      raffle_id: raffle.id,
      raffle_state: 'won',
      collect_by: expect.any(String),
    });
    expect(of('voucher.redeemed')[0]!.data).toEqual({
      ...member,
      voucher_id: expect.any(Number),
      campaign_id: campaign.id,
      campaign_title: 'Webhook-Gutschein',
      points: 10,
      order_id: null,
      reward_id: null,
    });
    expect(of('member.opted_out')[0]!.data).toEqual({ ...member, reason: 'Zu viele Mails', opted_out_at: expect.any(String) });
    expect(of('member.opted_in')[0]!.data).toEqual({
      ...member,
      opted_out_at: of('member.opted_out')[0]!.data.opted_out_at,
      opted_in_at: expect.any(String),
      by: 'member',
    });
    const levelUps = of('member.level_up');
    expect(levelUps.find((b) => b.data.collector_token === m.token)!.data).toMatchObject({
      level: { rank: 3, name: 'Stammgast', threshold: 500 },
      lifetime_earned: 500,
    });
    // The earning event's own: exactly one for the reader, the level its event reached.
    expect(levelUps.filter((b) => b.data.collector_token === reader.token).map((b) => b.data.level)).toEqual([
      { id: expect.any(Number), rank: 2, name: 'Leseratte', threshold: 200 },
    ]);

    // Everything delivered: the API shows each delivery with its one attempt.
    const [, page] = await host(app, 'GET', `/api/host/webhooks/${endpoint.id}/deliveries?limit=100`);
    expect(webhookDeliveriesSchema.strict().safeParse(page).success).toBe(true);
    expect(page.items.every((d: WebhookDelivery) => d.state === 'delivered' && d.attempts.length === 1 && d.attempts[0]!.status === 200)).toBe(true);
    // Nothing is sent twice: a later run finds nothing due.
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(Date.now() + 10 * MINUTE))).toMatchObject({ claimed: 0 });
  });

  it('writes nothing without an endpoint for the type, and only for endpoints that want it', async () => {
    const before = await countRows(t.db, webhookEvents);
    const m = await richMember(app, 300);
    const reward = await makeReward(t.db, { cost: 10 });
    await buy(app, m, reward.id);
    expect(await countRows(t.db, webhookEvents)).toBe(before);

    await register(['member.opted_out']);
    await buy(app, m, reward.id);
    expect(await countRows(t.db, webhookEvents)).toBe(before);
    await memberCall(app, 'POST', '/api/me/optOut', m, { reason: 'Test' }, null);
    expect(await countRows(t.db, webhookEvents)).toBe(before + 1);
  });

  it('writes the outbox in the transaction of the change: a refused spend or a rolled-back change emits nothing', async () => {
    await register(['order.created', 'order.state_changed']);
    const before = await countRows(t.db, webhookEvents);
    const m = await richMember(app, 100);
    const reward = await makeReward(t.db, { cost: 80 });
    const [rs, held] = await reserve(app, m, reward.id);
    expect(rs).toBe(201);
    // The Räppli are gone before the confirm: the spend is refused and writes nothing.
    expect((await sendAdjustment(app, { collector_token: m.token, amount: -50, reason: 'Test', idempotency_key: newKey('adj') }))[0]).toBe(200);
    const [cs, refused] = await confirm(app, m, held.reservation_id);
    expect([cs, refused.error.code]).toEqual([409, 'PAYMENT_FAILED']);
    expect(await countRows(t.db, webhookEvents)).toBe(before);

    // An order's move emitted and then undone with its transaction: no event stays.
    const [order] = await t.db.select({ id: orders.id }).from(orders).limit(1);
    await expect(
      t.db.transaction(async (tx) => {
        await emitOrderEvents(tx, 'order.state_changed', [order!.id], { from: 'waiting', to: 'done' });
        expect(await countRows(tx, webhookEvents)).toBe(before + 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countRows(t.db, webhookEvents)).toBe(before);
  });

  it('retries with backoff while the receiver fails or is down, records every attempt, delivers when it is back', async () => {
    const endpoint = await register(['member.opted_out']);
    const m = await richMember(app, 0);
    await memberCall(app, 'POST', '/api/me/optOut', m, { reason: 'Test' }, null);
    const start = new Date();

    receiver.mode.status = 500;
    expect(await deliverDueWebhooks(t.db, ALLOW, start)).toMatchObject({ claimed: 1, retry: 1 });
    // Not due again before its backoff (30 s after the first failure).
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(start.getTime() + 20_000))).toMatchObject({ claimed: 0 });

    await receiver.down();
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(start.getTime() + 31_000))).toMatchObject({ claimed: 1, retry: 1 });
    // Next wait: 60 s.
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(start.getTime() + 80_000))).toMatchObject({ claimed: 0 });
    await receiver.up();
    receiver.mode.status = 204;
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(start.getTime() + 92_000))).toMatchObject({ claimed: 1, delivered: 1 });

    const got = bodies(receiver);
    expect(got.map((b) => b.type)).toEqual(['member.opted_out', 'member.opted_out']);
    // The same body bytes and event id on every retry.
    expect(receiver.received[0]!.body).toBe(receiver.received[1]!.body);
    const [, page] = await host(app, 'GET', `/api/host/webhooks/${endpoint.id}/deliveries`);
    const d = page.items[0] as WebhookDelivery;
    expect(d).toMatchObject({
      event_id: got[0]!.id,
      event_type: 'member.opted_out',
      state: 'delivered',
      next_attempt_at: null,
      delivered_at: expect.any(String),
    });
    expect(d.attempts.map((a) => [a.status, a.error])).toEqual([
      [500, 'HTTP 500'],
      [null, 'ECONNREFUSED'],
      [204, null],
    ]);

    // A receiver that never answers 2xx: given up 24 hours after the event.
    receiver.received.length = 0;
    receiver.mode.status = 503;
    await memberCall(app, 'POST', '/api/me/optOut', await richMember(app, 0), { reason: 'Test' }, null);
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date())).toMatchObject({ claimed: 1, retry: 1 });
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(Date.now() + 25 * 3_600_000))).toMatchObject({ claimed: 1, failed: 1 });
    const [, after] = await host(app, 'GET', `/api/host/webhooks/${endpoint.id}/deliveries?limit=1`);
    expect(after.items[0]).toMatchObject({ state: 'failed', next_attempt_at: null });
    expect(after.next_cursor).toEqual(expect.any(Number));
    const [, older] = await host(app, 'GET', `/api/host/webhooks/${endpoint.id}/deliveries?limit=1&cursor=${after.next_cursor}`);
    expect(older.items[0].event_id).toBe(d.event_id);
  });

  it('leaves a delivery claimed by a sender that died alone until its lease ends, then sends it once', async () => {
    await register(['member.opted_out']);
    await memberCall(app, 'POST', '/api/me/optOut', await richMember(app, 0), { reason: 'Test' }, null);
    // Another instance claimed it and crashed before recording anything.
    const now = new Date();
    await t.db
      .update(webhookDeliveries)
      .set({ claimedUntil: new Date(now.getTime() + MINUTE) })
      .where(eq(webhookDeliveries.state, 'pending'));
    expect(await deliverDueWebhooks(t.db, ALLOW, now)).toMatchObject({ claimed: 0 });
    expect(receiver.received).toHaveLength(0);
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(now.getTime() + MINUTE + 1000))).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await deliverDueWebhooks(t.db, ALLOW, new Date(now.getTime() + 10 * MINUTE))).toMatchObject({ claimed: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it('deleting an endpoint cancels its pending deliveries', async () => {
    const endpoint = await register(['member.opted_out']);
    await memberCall(app, 'POST', '/api/me/optOut', await richMember(app, 0), { reason: 'Test' }, null);
    expect((await host(app, 'DELETE', `/api/host/webhooks/${endpoint.id}`))[0]).toBe(204);
    expect(await drain(t.db, ALLOW)).toMatchObject({ claimed: 0 });
    expect(receiver.received).toHaveLength(0);
    const [, page] = await host(app, 'GET', `/api/host/webhooks/${endpoint.id}/deliveries`);
    expect(page.items.map((d: WebhookDelivery) => d.state)).toEqual(['canceled']);
  });

  it('two senders at once (on PostgreSQL two pools) deliver each event once', async () => {
    const endpoint = await register(['member.level_up']);
    const N = 40;
    for (let i = 0; i < N; i++) await t.db.transaction((tx) => emitEvent(tx, 'member.level_up', { n: i }));
    receiver.mode.delayMs = 20;
    let second: { db: Db; close: () => Promise<void> } = { db: t.db, close: async () => undefined };
    if (t.kind === 'postgres') {
      const [{ name }] = (await execRows<{ name: string }>(t.db, sql`select current_database() as name`)) as [{ name: string }];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const other = await openPostgres(url.toString(), 5);
      second = { db: other.db, close: () => other.close() };
    }
    try {
      const sender = async (db: Db) => {
        let delivered = 0;
        for (let run = await deliverDueWebhooks(db, ALLOW, new Date(), 5); run.claimed > 0; run = await deliverDueWebhooks(db, ALLOW, new Date(), 5))
          delivered += run.delivered;
        return delivered;
      };
      const [a, b] = await Promise.all([sender(t.db), sender(second.db)]);
      expect(a + b).toBe(N);
      if (t.kind === 'postgres') expect(Math.min(a, b)).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    const ids = bodies(receiver).map((x) => x.id);
    expect(ids).toHaveLength(N);
    expect(new Set(ids).size).toBe(N);
    const [, page] = await host(app, 'GET', `/api/host/webhooks/${endpoint.id}/deliveries?limit=100`);
    expect(page.items.every((d: WebhookDelivery) => d.state === 'delivered' && d.attempts.length === 1)).toBe(true);
  });

  it('lets admins manage endpoints in the console, with an audit entry; other roles are refused', async () => {
    const admin = await loginAs(app, await staffMember(t.db, 'admin'));
    const operator = await loginAs(app, await staffMember(t.db, 'operator'));
    const created = await consoleCall(app, 'POST', '/api/console/webhooks', { cookie: admin, body: { url: receiver.url, events: ['order.created'] } });
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^whsec_/);
    expect((await consoleCall(app, 'GET', '/api/console/webhooks', { cookie: admin })).json.items).toHaveLength(1);
    expect((await consoleCall(app, 'GET', '/api/console/webhooks', { cookie: operator })).status).toBe(403);
    expect((await consoleCall(app, 'POST', '/api/console/webhooks', { cookie: operator, body: { url: receiver.url, events: ['order.created'] } })).status).toBe(
      403,
    );
    expect((await consoleCall(app, 'GET', `/api/console/webhooks/${created.json.id}/deliveries`, { cookie: admin })).status).toBe(200);
    expect((await consoleCall(app, 'DELETE', `/api/console/webhooks/${created.json.id}`, { cookie: admin })).status).toBe(204);
    const log = await consoleCall(app, 'GET', '/api/console/audit?resource=webhook', { cookie: admin });
    expect(log.json.items.map((e: { action: string }) => e.action)).toEqual(['webhook.delete', 'webhook.create']);
    expect(JSON.stringify(log.json)).not.toContain(created.json.secret);
  });
});
