// Host reads (docs/api.md, "Host reads"): a member by collector token or SSO user id, the statement,
// orders with the member's user id and username, and the SSO pair's rotation.
import { hostMemberSchema, hostStatementSchema, rotatedPairSchema } from '@/lib/contracts/host';
import { hostOrdersSchema } from '@/lib/contracts/rewards';
import messages from '@/messages/de.json';
import { describeEachDatabase, seededApp } from '../helpers/db';
import { newKey, newMember, sendAdjustment, sendEvent, type App } from '../helpers/loyalty';
import { buy, hostCall, makeReward, memberCall, richMember, subscribe, type Member } from '../helpers/rewards';

describeEachDatabase('host reads and rotation', (t) => {
  let app: App;
  beforeAll(async () => {
    app = (await seededApp(t)).app;
  });
  const enc = encodeURIComponent;

  it('answers a member by collector token and by user id alike: balance, level, subscription, opt-out', async () => {
    const userId = `host-read-${Date.now()}`;
    const m = (await newMember(app, userId)) as Member;
    await sendAdjustment(app, { collector_token: m.token, amount: 120, reason: 'Willkommen', idempotency_key: newKey('adj') });
    await sendEvent(app, { collector_token: m.token, step: 'articleRead', data: { article_id: 'r-1' }, idempotency_key: newKey('ev') });
    await subscribe(app, m, { active: true });

    const [s1, byToken] = await hostCall(app, 'GET', `/api/host/collectors/${enc(m.token)}`);
    expect(s1).toBe(200);
    expect(hostMemberSchema.strict().safeParse(byToken).success).toBe(true);
    expect(byToken).toMatchObject({
      collector_token: m.token,
      user_id: userId,
      anonymous: false,
      balance: 125,
      lifetime_earned: 125,
      level: { position: 1 },
      subscription: { active: true, until: null, subscriber: true },
      premium_until: null,
      opted_out: false,
    });
    const [s2, byUser] = await hostCall(app, 'GET', `/api/host/users/${enc(userId)}`);
    expect(s2).toBe(200);
    expect(byUser).toEqual(byToken);

    // Opting out shows.
    const [so] = await memberCall(app, 'POST', '/api/me/optOut', m, { reason: 'Test' }, null);
    expect(so).toBe(200);
    expect((await hostCall(app, 'GET', `/api/host/users/${enc(userId)}`))[1]).toMatchObject({ opted_out: true, balance: 125 });
  });

  it('answers an anonymous member, follows a token merged on identify, and says 404 for the unknown', async () => {
    const anon = await newMember(app);
    const [s, body] = await hostCall(app, 'GET', `/api/host/collectors/${enc(anon.token)}`);
    expect(s).toBe(200);
    expect(body).toMatchObject({ collector_token: anon.token, user_id: null, username: null, anonymous: true, balance: 0, opted_out: false });

    // The anonymous token merged into an existing account answers that account.
    const userId = `host-merge-${Date.now()}`;
    const known = await newMember(app, userId);
    await sendAdjustment(app, { collector_token: anon.token, amount: 30, reason: 'Test', idempotency_key: newKey('adj') });
    const res = await hostCall(app, 'POST', `/api/host/collectors/${enc(anon.token)}/identify`, { user: { id: userId } });
    expect(res[0]).toBe(200);
    const [, merged] = await hostCall(app, 'GET', `/api/host/collectors/${enc(anon.token)}`);
    expect(merged).toMatchObject({ collector_token: known.token, user_id: userId, balance: 30 });

    for (const path of ['/api/host/collectors/nope-nope-nope', '/api/host/users/nobody-here', '/api/host/collectors/nope-nope-nope/statement']) {
      const [status, err] = await hostCall(app, 'GET', path);
      expect(status).toBe(404);
      expect(err.error.code).toBe('COLLECTOR_NOT_FOUND');
    }
    // Without the key → 401, and nothing is read.
    expect((await hostCall(app, 'GET', `/api/host/users/${enc(userId)}`, undefined, null))[0]).toBe(401);
  });

  it('pages the statement newest first with a cursor, every line once', async () => {
    const m = await richMember(app, 0);
    for (let i = 1; i <= 5; i++)
      await sendAdjustment(app, { collector_token: m.token, amount: i * 10, reason: `Gutschrift ${i}`, idempotency_key: newKey('adj') });
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const [status, page] = await hostCall(app, 'GET', `/api/host/collectors/${enc(m.token)}/statement${q}`);
      expect(status).toBe(200);
      expect(hostStatementSchema.strict().safeParse(page).success).toBe(true);
      seen.push(...page.items.map((i: { amount: number }) => i.amount));
      cursor = page.next_cursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(seen).toEqual([50, 40, 30, 20, 10]);
    expect(pages).toBe(3);
    const [bad, err] = await hostCall(app, 'GET', `/api/host/collectors/${enc(m.token)}/statement?limit=500`);
    expect(bad).toBe(400);
    expect(err.error.code).toBe('VALIDATION_FAILED');
  });

  it("lists orders with the member's user id and username", async () => {
    const m = await richMember(app, 500);
    const reward = await makeReward(t.db, { cost: 50, title: 'Host-Lesetest' });
    const order = await buy(app, m, reward.id);
    const [status, list] = await hostCall(app, 'GET', `/api/host/orders?reward_id=${reward.id}`);
    expect(status).toBe(200);
    expect(hostOrdersSchema.safeParse(list).success).toBe(true);
    const item = list.items.find((o: { id: number }) => o.id === order.order_id);
    expect(item.user_id).toMatch(/^reward-user-/);
    expect(item).toHaveProperty('username', null);
  });

  it('rotates the SSO pair: the new one works, the old one is refused everywhere at once', async () => {
    const m = await richMember(app, 200);
    const userId = ((await hostCall(app, 'GET', `/api/host/collectors/${enc(m.token)}`))[1] as { user_id: string }).user_id;
    const [s, pair] = await hostCall(app, 'POST', `/api/host/users/${enc(userId)}/rotate`);
    expect(s).toBe(200);
    expect(rotatedPairSchema.strict().safeParse(pair).success).toBe(true);
    expect(pair.collector_token).toBe(m.token);
    expect(pair.token).not.toBe(m.ssoToken);
    const fresh: Member = { token: m.token, hash: pair.hash, ssoToken: pair.token };

    // The old pair: the check, personal data, a spend, the SSO service.
    expect((await memberCall(app, 'GET', '/api/me/sso', m, undefined, null))[1]).toEqual({ problem: 'INVALID_HASH_TOKEN' });
    expect((await memberCall(app, 'GET', '/api/me/personalData', m, undefined, null))[0]).toBe(401);
    const reward = await makeReward(t.db, { cost: 10, title: 'Rotationstest' });
    const [spend, refused] = await memberCall(app, 'POST', `/api/rewards/${reward.id}/reserve`, m, {});
    expect(spend).toBe(401);
    expect(refused.error.code).toBe('INVALID_HASH_TOKEN');
    const sso = await app.request('/sso/password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        h: m.hash,
        t: m.ssoToken,
        current_password: 'x',
        new_password: 'ein-neues-Passwort-1',
        new_password_confirmation: 'ein-neues-Passwort-1',
      }),
    });
    expect(sso.status).toBe(401);

    // The new pair.
    expect((await memberCall(app, 'GET', '/api/me/sso', fresh, undefined, null))[1]).toEqual({ problem: null });
    expect((await memberCall(app, 'GET', '/api/me/personalData', fresh, undefined, null))[0]).toBe(200);
    expect((await memberCall(app, 'POST', `/api/rewards/${reward.id}/reserve`, fresh, {}))[0]).toBe(201);

    // An unknown user → 404; no key → 401.
    expect((await hostCall(app, 'POST', '/api/host/users/nobody-here/rotate'))[0]).toBe(404);
    expect((await hostCall(app, 'POST', `/api/host/users/${enc(userId)}/rotate`, undefined, null))[0]).toBe(401);
  });

  it('speaks to the integrator on host routes and to the member on member routes', async () => {
    const [s1, host] = await hostCall(app, 'POST', '/api/host/orders/987654321/state', { event: 'complete' });
    expect([s1, host.error.code, host.error.message]).toEqual([404, 'ORDER_NOT_FOUND', messages.hostErrors.ORDER_NOT_FOUND]);
    const m = await richMember(app, 0);
    const [s2, member] = await memberCall(app, 'GET', '/api/me/orders/987654321', m, undefined, null);
    expect([s2, member.error.code, member.error.message]).toEqual([404, 'ORDER_NOT_FOUND', messages.errors.ORDER_NOT_FOUND]);
    for (const text of Object.values(messages.hostErrors)) expect(text).not.toMatch(/\b(du|dein\w*|dich|dir)\b/i);
  });
});
