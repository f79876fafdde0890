// Friends (docs/friends.md): request → accept → both lists; decline; remove;
// search by username only (never e-mail addresses), suggestions, and who may use it.
import { eq } from 'drizzle-orm';
import { friendsSchema, friendSearchSchema } from '@/lib/contracts/friends';
import { collectors } from '@/lib/server/db/schema';
import { applyDefaults } from '@/lib/server/db/defaults';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { hostPost, newKey, newMember, sendEvent, type App } from '../helpers/loyalty';
import { memberCall, type Member } from '../helpers/rewards';

describeEachDatabase('friends', (t) => {
  let app: App;
  beforeAll(async () => {
    app = makeApp(t.database).app;
    await applyDefaults(t.db);
  });

  let n = 0;
  const run = `${process.pid % 1000}${Date.now() % 100000}`;
  /** An identified member with a username (and an e-mail address nobody may search by). */
  async function person(name: string): Promise<Member & { username: string }> {
    const username = `${name}${run}${++n}`;
    const res = await hostPost(app, '/api/host/collectors', { user: { id: `friend-${username}`, username, email: `${name}.geheim${n}@example.org` } });
    const body = await res.json();
    return { token: body.collector_token, hash: body.hash, ssoToken: body.token, username };
  }
  const call = (m: Member, method: string, path: string, body?: unknown) => memberCall(app, method, path, m, body, null);
  const lists = async (m: Member) => {
    const [status, body] = await call(m, 'GET', '/api/friends');
    expect(status).toBe(200);
    expect(friendsSchema.strict().safeParse(body).success).toBe(true);
    return body as {
      friends: { username: string; week_points: number; level: string | null }[];
      received: { username: string; request_id: number }[];
      sent: { username: string }[];
    };
  };

  it('request → accept: both see each other as friends, with level and this week’s Räppli', async () => {
    const lea = await person('lea');
    const max = await person('max');
    await sendEvent(app, { collector_token: max.token, step: 'articleRead', data: { article_id: 'f-1' }, idempotency_key: newKey() });
    const [status, asked] = await call(lea, 'POST', '/api/friends/requests', { username: max.username });
    expect(status).toBe(201);
    expect(asked).toEqual({ request_id: expect.any(Number), state: 'pending' });
    expect((await lists(lea)).sent.map((s) => s.username)).toEqual([max.username]);
    const waiting = await lists(max);
    expect(waiting.received).toEqual([expect.objectContaining({ username: lea.username, request_id: asked.request_id })]);

    const [ok, accepted] = await call(max, 'POST', `/api/friends/requests/${asked.request_id}/accept`);
    expect([ok, accepted]).toEqual([200, { request_id: asked.request_id, state: 'accepted' }]);
    expect((await lists(lea)).friends).toEqual([expect.objectContaining({ username: max.username, week_points: 5, level: expect.any(String) })]);
    expect((await lists(max)).friends.map((f) => f.username)).toEqual([lea.username]);
    // answered once; and only by the one asked
    expect((await call(max, 'POST', `/api/friends/requests/${asked.request_id}/accept`))[1].error.code).toBe('FRIEND_REQUEST_ANSWERED');
    expect((await call(lea, 'POST', `/api/friends/requests/${asked.request_id}/accept`))[1].error.code).toBe('FRIEND_REQUEST_NOT_FOUND');
    expect((await call(lea, 'POST', '/api/friends/requests', { username: max.username }))[1].error.code).toBe('ALREADY_FRIENDS');

    // removing ends it for both
    expect(await call(lea, 'DELETE', `/api/friends/${max.username}`)).toEqual([200, { removed: true }]);
    expect((await lists(max)).friends).toEqual([]);
    expect((await call(lea, 'DELETE', `/api/friends/${max.username}`))[1].error.code).toBe('FRIEND_NOT_FOUND');
  });

  it('decline; a second request while one is open; asking back accepts; myself and unknown names', async () => {
    const a = await person('ada');
    const b = await person('ben');
    const [, first] = await call(a, 'POST', '/api/friends/requests', { username: b.username });
    const [again, dup] = await call(a, 'POST', '/api/friends/requests', { username: b.username });
    expect([again, dup.error.code]).toEqual([409, 'FRIEND_REQUEST_EXISTS']);
    expect(await call(b, 'POST', `/api/friends/requests/${first.request_id}/decline`)).toEqual([200, { request_id: first.request_id, state: 'declined' }]);
    expect((await lists(a)).sent).toEqual([]);
    // asked again after a decline, and this time b asks back: that accepts
    const [, second] = await call(a, 'POST', '/api/friends/requests', { username: b.username });
    expect(await call(b, 'POST', '/api/friends/requests', { username: a.username.toUpperCase() })).toEqual([
      201,
      { request_id: second.request_id, state: 'accepted' },
    ]);

    expect((await call(a, 'POST', '/api/friends/requests', { username: a.username }))[1].error.code).toBe('FRIEND_SELF');
    const [missing, unknown] = await call(a, 'POST', '/api/friends/requests', { username: 'niemand-hier' });
    expect([missing, unknown.error.code]).toEqual([404, 'FRIEND_NOT_FOUND']);
  });

  it('takes the name without surrounding spaces; the host can no longer give names our SSO would not (docs/sso.md)', async () => {
    const me = await person('host');
    const other = await person('anna');
    // Two letters, a space, 64 characters: the host API applies the SSO rule now (400, nothing stored).
    for (const username of [`Ä${run.slice(-1)}`, `Anna ${run} Muster`, `h${run}`.padEnd(64, 'x')]) {
      const res = await hostPost(app, '/api/host/collectors', { user: { id: `friend-host-${username}`, username } });
      expect(res.status).toBe(400);
    }
    const [status, asked] = await call(me, 'POST', '/api/friends/requests', { username: ` ${other.username} ` });
    expect([status, asked.state]).toEqual([201, 'pending']);
    // a path parameter is taken as written: " name" is nobody
    expect((await call(me, 'DELETE', `/api/friends/${encodeURIComponent(` ${other.username}`)}`))[1].error.code).toBe('FRIEND_NOT_FOUND');
    expect(await call(me, 'DELETE', `/api/friends/${encodeURIComponent(other.username)}`)).toEqual([200, { removed: true }]);
    expect((await call(me, 'POST', '/api/friends/requests', { username: 'x'.repeat(65) }))[0]).toBe(400);
    expect((await call(me, 'POST', '/api/friends/requests', { username: '  ' }))[0]).toBe(400);
  });

  it('searches usernames only — never e-mail addresses — at most 20, each with what I could do next', async () => {
    const me = await person('suche');
    const cora = await person('cora');
    await call(me, 'POST', '/api/friends/requests', { username: cora.username });
    const [status, found] = await call(me, 'GET', `/api/friends/search?q=${cora.username.slice(0, 6)}`);
    expect(status).toBe(200);
    expect(friendSearchSchema.strict().safeParse(found).success).toBe(true);
    expect(found.items).toContainEqual(expect.objectContaining({ username: cora.username, relation: 'sent' }));
    // the e-mail address's part that is not in the username finds nobody
    expect((await call(me, 'GET', '/api/friends/search?q=geheim'))[1].items).toEqual([]);
    expect((await call(me, 'GET', '/api/friends/search?q=example.org'))[1].items).toEqual([]);
    expect(JSON.stringify(found)).not.toContain('@');
    expect((await call(me, 'GET', '/api/friends/search?q=co'))[0]).toBe(400);
    for (let i = 0; i < 25; i++) await person('viele');
    expect((await call(me, 'GET', '/api/friends/search?q=viele'))[1].items).toHaveLength(20);
  });

  it('limits searches to 20 a minute per member: 429 with Retry-After', async () => {
    const me = await person('eilig');
    let last: readonly [number, { error?: { code: string } }] = [200, {}];
    for (let i = 0; i < 21; i++) last = await call(me, 'GET', '/api/friends/search?q=niemand');
    expect([last[0], last[1].error?.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('suggests friends of friends first', async () => {
    const me = await person('ich');
    const friend = await person('freundin');
    const theirs = await person('bekannt');
    const [, r1] = await call(me, 'POST', '/api/friends/requests', { username: friend.username });
    await call(friend, 'POST', `/api/friends/requests/${r1.request_id}/accept`);
    const [, r2] = await call(friend, 'POST', '/api/friends/requests', { username: theirs.username });
    await call(theirs, 'POST', `/api/friends/requests/${r2.request_id}/accept`);
    const [status, body] = await call(me, 'GET', '/api/friends/suggestions');
    expect(status).toBe(200);
    expect(body.items[0]).toMatchObject({ username: theirs.username, relation: 'none' });
    expect(body.items.map((i: { username: string }) => i.username)).not.toContain(friend.username);
  });

  it('is for identified members with a username and the SSO pair', async () => {
    const anonymous = await newMember(app);
    const res = await app.request(`/api/friends?collector_token=${anonymous.token}`);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('ANONYMOUS_NOT_ALLOWED');
    const nameless = await newMember(app, `nameless-${run}`);
    const [status, body] = await call({ token: nameless.token, hash: nameless.hash!, ssoToken: nameless.ssoToken! }, 'GET', '/api/friends');
    expect([status, body.error.code]).toEqual([409, 'USERNAME_REQUIRED']);
    // a member who left the programme is not found
    const gone = await person('weg');
    await t.db.update(collectors).set({ optedOutAt: new Date() }).where(eq(collectors.token, gone.token));
    const me = await person('sucher');
    expect((await call(me, 'POST', '/api/friends/requests', { username: gone.username }))[1].error.code).toBe('FRIEND_NOT_FOUND');
  });
});
