// One idempotency style (docs/api.md, "Idempotency"): every host, member and console write takes
// the Idempotency-Key header; the same key with the same request answers the first answer again,
// marked `Idempotent-Replayed: true`, and has one effect; keys are scoped per caller and endpoint.
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '@/lib/server/http/context';
import { runOnce } from '@/lib/server/http/idempotent';
import { collectors, idempotentRequests, ledgerEntries, orders, rewards, ssoUsers, webhookEndpoints } from '@/lib/server/db/schema';
import { describeEachDatabase, makeApp, seededApp, TEST_API_KEY, type TestDatabase } from '../helpers/db';
import { newKey, newMember, type App } from '../helpers/loyalty';
import { loginAs, ORIGIN, staffMember, TEST_REWARD } from '../helpers/console';
import { buy, makeReward, memberCall, RAFFLE_CONTACT, richMember, type Member } from '../helpers/rewards';

type Answer = { status: number; json: Record<string, unknown> | null; replayed: boolean };

async function call(app: App, method: string, path: string, body?: unknown, key?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const all: Record<string, string> = { Authorization: `Bearer ${TEST_API_KEY}`, ...headers };
  if (body !== undefined) all['Content-Type'] = 'application/json';
  if (key) all['Idempotency-Key'] = key;
  const res = await app.request(path, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, replayed: res.headers.get('idempotent-replayed') === 'true' };
}

const rows = async (
  t: TestDatabase,
  table: typeof collectors | typeof ledgerEntries | typeof orders | typeof ssoUsers | typeof idempotentRequests | typeof webhookEndpoints | typeof rewards,
) => Number((await t.db.select({ n: count() }).from(table))[0]!.n);

describeEachDatabase('Idempotency-Key on every write', (t) => {
  let app: App;
  beforeAll(async () => {
    app = (await seededApp(t)).app;
  });
  const enc = encodeURIComponent;

  /** Sends the write twice with one key: one effect, the same answer, the second marked as a replay. */
  async function twice(method: string, path: string, body?: unknown) {
    const key = newKey('twice');
    const first = await call(app, method, path, body, key);
    const second = await call(app, method, path, body, key);
    expect(first.status).toBeLessThan(300);
    expect([first.replayed, second.replayed]).toEqual([false, true]);
    expect([second.status, second.json]).toEqual([first.status, first.json]);
    return first;
  }

  it('creates one anonymous collector for a key sent twice', async () => {
    const before = await rows(t, collectors);
    const first = await twice('POST', '/api/host/collectors', {});
    expect(first.status).toBe(201);
    expect(await rows(t, collectors)).toBe(before + 1);
  });

  it('answers a user’s collector, identify, subscription and rotation once per key', async () => {
    const userId = `idem-user-${Date.now()}`;
    const created = await twice('POST', '/api/host/collectors', { user: { id: userId } });
    const token = created.json!.collector_token as string;

    const anon = await newMember(app);
    const identified = await twice('POST', `/api/host/collectors/${enc(anon.token)}/identify`, { user: { id: `${userId}-2` } });
    expect(identified.json).toMatchObject({ collector_token: anon.token });

    await twice('PUT', `/api/host/collectors/${enc(token)}/subscription`, { active: true });

    // A lost answer to a rotation would leave the host without a working pair: the retry gives the same new pair.
    const rotated = await twice('POST', `/api/host/users/${enc(userId)}/rotate`);
    expect(rotated.json!.token).not.toBe(created.json!.token);
    const [status] = await memberCall(
      app,
      'GET',
      '/api/me/personalData',
      { token, hash: rotated.json!.hash as string, ssoToken: rotated.json!.token as string },
      undefined,
      null,
    );
    expect(status).toBe(200);

    const password = await twice('PUT', `/api/host/users/${enc(userId)}/password`, { password: 'Sonnenschein-2026' });
    expect([password.status, password.json]).toEqual([204, null]);
  });

  it('draws a raffle and registers a webhook once per key', async () => {
    const m = await richMember(app, 100);
    const raffle = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 1, endsAt: new Date(Date.now() + 60_000) });
    await buy(app, m, raffle.id, { tickets: 1, ...RAFFLE_CONTACT });
    await t.db
      .update(rewards)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(rewards.id, raffle.id));
    const drawn = await twice('POST', `/api/host/raffles/${raffle.id}/draw`);
    expect(drawn.json!.drawn_at).not.toBeNull();

    const endpoints = await rows(t, webhookEndpoints);
    const registered = await twice('POST', '/api/host/webhooks', { url: 'https://hooks.example.org/raeppli', events: ['order.created'] });
    expect(registered.status).toBe(201);
    expect(await rows(t, webhookEndpoints)).toBe(endpoints + 1);
    await twice('DELETE', `/api/host/webhooks/${registered.json!.id}`);
  });

  it('retries a lost answer to an order move safely: the same key answers the move again, without one it is 409', async () => {
    const m = await richMember(app, 100);
    const { order_id } = await buy(app, m, (await makeReward(t.db, { delivery: 'pickup', type: 'none' })).id);
    const key = newKey('move');
    const lost = await call(app, 'POST', `/api/host/orders/${order_id}/state`, { event: 'activate' }, key);
    expect(lost.status).toBe(200);
    const retried = await call(app, 'POST', `/api/host/orders/${order_id}/state`, { event: 'activate' }, key);
    expect([retried.status, retried.json, retried.replayed]).toEqual([200, lost.json, true]);
    const unkeyed = await call(app, 'POST', `/api/host/orders/${order_id}/state`, { event: 'activate' });
    expect([unkeyed.status, (unkeyed.json!.error as { code: string }).code]).toEqual([409, 'INVALID_TRANSITION']);

    // The same key for another order is another request in the same scope → 422, nothing moved.
    const other = await buy(app, m, (await makeReward(t.db, { delivery: 'pickup', type: 'none' })).id);
    const reused = await call(app, 'POST', `/api/host/orders/${other.order_id}/state`, { event: 'activate' }, key);
    expect([reused.status, (reused.json!.error as { code: string }).code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const [row] = await t.db.select({ state: orders.state }).from(orders).where(eq(orders.id, other.order_id));
    expect(row!.state).toBe(other.state);
  });

  it('stores nothing for a refused write: the retry is judged again', async () => {
    const m = await richMember(app, 100);
    const { order_id } = await buy(app, m, (await makeReward(t.db, { delivery: 'pickup', type: 'none' })).id);
    const key = newKey('refused');
    const before = await rows(t, idempotentRequests);
    expect((await call(app, 'POST', `/api/host/orders/${order_id}/state`, { event: 'cancel' })).status).toBe(200);
    const refused = await call(app, 'POST', `/api/host/orders/${order_id}/state`, { event: 'cancel' }, key);
    expect([refused.status, refused.replayed]).toEqual([409, false]);
    expect(await rows(t, idempotentRequests)).toBe(before);
    const again = await call(app, 'POST', `/api/host/orders/${order_id}/state`, { event: 'cancel' }, key);
    expect([again.status, again.replayed]).toEqual([409, false]);
  });

  it('rolls back a handler that answers a refusal instead of throwing it: no write, no key, the retry runs again', async () => {
    // No route answers its refusals today (they throw ApiError); this pins what runOnce does if one does.
    const { deps } = makeApp(t.database);
    let runs = 0;
    const probe = new Hono<AppEnv>().post('/probe/:id', (c) =>
      runOnce(c, deps, { kind: 'host' }, c.req.header('idempotency-key')!, { id: c.req.param('id') }, async (inTx) => {
        runs += 1;
        await makeReward(inTx.db, { title: 'Nie gebucht' });
        return c.json({ error: { code: 'CONFLICT', message: 'Abgelehnt.' } }, 409);
      }),
    );
    const [rewardsBefore, keysBefore] = [await rows(t, rewards), await rows(t, idempotentRequests)];
    const key = newKey('answered-refusal');
    const send = () => probe.request('/probe/1', { method: 'POST', headers: { 'Idempotency-Key': key } });
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status, second.headers.get('idempotent-replayed'), runs]).toEqual([409, 409, null, 2]);
    expect(await first.json()).toEqual({ error: { code: 'CONFLICT', message: 'Abgelehnt.' } });
    expect([await rows(t, rewards), await rows(t, idempotentRequests)]).toEqual([rewardsBefore, keysBefore]);
  });

  it('scopes keys per endpoint and per caller: one key on two endpoints, or for two members, is two requests', async () => {
    const key = newKey('scope');
    const a = await call(app, 'POST', '/api/host/collectors', {}, key);
    const m = await richMember(app, 0);
    const b = await call(app, 'PUT', `/api/host/collectors/${enc(m.token)}/subscription`, { active: true }, key);
    expect([a.status, a.replayed, b.status, b.replayed]).toEqual([201, false, 200, false]);

    const one = await richMember(app, 0);
    const two = await richMember(app, 0);
    const shared = newKey('member');
    for (const who of [one, two]) {
      const res = await app.request(`/api/me/optOut?collector_token=${enc(who.token)}&hash=${who.hash}&token=${enc(who.ssoToken)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': shared },
        body: JSON.stringify({ reason: 'Zu viele Mails' }),
      });
      expect([res.status, res.headers.get('idempotent-replayed')]).toEqual([200, null]);
    }
  });

  it('takes a host event’s key in the header or the body, as one request', async () => {
    const m = await newMember(app);
    const key = newKey('event');
    const byHeader = await call(app, 'POST', '/api/host/events', { collector_token: m.token, step: 'commentPosted' }, key);
    const byBody = await call(app, 'POST', '/api/host/events', { collector_token: m.token, step: 'commentPosted', idempotency_key: key });
    const both = await call(app, 'POST', '/api/host/events', { collector_token: m.token, step: 'commentPosted', idempotency_key: key }, key);
    expect(byHeader.status).toBe(200);
    expect([byBody.replayed, both.replayed]).toEqual([true, true]);
    expect([byBody.json, both.json]).toEqual([byHeader.json, byHeader.json]);
    const [credits] = await t.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `event:${key}`));
    expect(Number(credits!.n)).toBe(1);

    const mismatch = await call(
      app,
      'POST',
      '/api/host/adjustments',
      { collector_token: m.token, amount: 5, reason: 'Bonus', idempotency_key: newKey('a') },
      newKey('b'),
    );
    expect([mismatch.status, (mismatch.json!.error as { code: string }).code]).toEqual([422, 'IDEMPOTENCY_KEY_MISMATCH']);
    const adjusted = await call(app, 'POST', '/api/host/adjustments', { collector_token: m.token, amount: 5, reason: 'Bonus' }, key);
    const again = await call(app, 'POST', '/api/host/adjustments', { collector_token: m.token, amount: 5, reason: 'Bonus', idempotency_key: key });
    expect([adjusted.status, again.replayed, again.json]).toEqual([200, true, adjusted.json]);
  });

  it('runs a console write once per key: one reward for a key sent twice', async () => {
    const cookie = await loginAs(app, await staffMember(t.db, 'editor'));
    const send = async (method: string, path: string, key: string, body?: unknown) => {
      const res = await app.request(`${ORIGIN}${path}`, {
        method,
        headers: { Cookie: cookie, Origin: ORIGIN, 'Idempotency-Key': key, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: await res.json(), replayed: res.headers.get('idempotent-replayed') === 'true' };
    };
    const before = await rows(t, rewards);
    const key = newKey('console');
    const first = await send('POST', '/api/console/rewards', key, { ...TEST_REWARD, title: 'Einmal angelegt' });
    const again = await send('POST', '/api/console/rewards', key, { ...TEST_REWARD, title: 'Einmal angelegt' });
    expect([first.status, again.status, again.replayed, again.json.id]).toEqual([201, 201, true, first.json.id]);
    expect(await rows(t, rewards)).toBe(before + 1);
  });

  it('refuses a malformed header with 400 MISSING_IDEMPOTENCY_KEY and writes nothing', async () => {
    const before = await rows(t, collectors);
    const res = await call(app, 'POST', '/api/host/collectors', {}, undefined, { 'Idempotency-Key': 'kurz' });
    expect([res.status, (res.json!.error as { code: string }).code]).toEqual([400, 'MISSING_IDEMPOTENCY_KEY']);
    expect(await rows(t, collectors)).toBe(before);
  });

  it('marks a replayed member spend and member write', async () => {
    const m: Member = await richMember(app, 100);
    const reward = await makeReward(t.db, { delivery: 'pickup', type: 'none' });
    const key = newKey('spend');
    const send = () =>
      app.request(`/api/rewards/${reward.id}/reserve?collector_token=${enc(m.token)}&hash=${m.hash}&token=${enc(m.ssoToken)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: '{}',
      });
    const first = await send();
    const second = await send();
    expect([first.status, first.headers.get('idempotent-replayed'), second.status, second.headers.get('idempotent-replayed')]).toEqual([
      201,
      null,
      201,
      'true',
    ]);
    expect(await second.json()).toEqual(await first.json());

    const profileKey = newKey('profile');
    const save = () =>
      app.request(`/api/me/personalData?collector_token=${enc(m.token)}&hash=${m.hash}&token=${enc(m.ssoToken)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': profileKey },
        body: JSON.stringify({ data: { firstname: 'Lea' } }),
      });
    const saved = await save();
    const resaved = await save();
    expect([saved.status, resaved.status, resaved.headers.get('idempotent-replayed')]).toEqual([saved.status, saved.status, 'true']);
  });
});
