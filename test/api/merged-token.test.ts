// A token merged into an account on sign-in acts for nobody (docs/sso.md, "Signing in"): a page
// that still holds it (a second tab) gets 409 COLLECTOR_MERGED from every member route, plays,
// spends and reads nothing of the account; the host still names the account by it.
import { describeEachDatabase, makeApp } from '../helpers/db';
import { collectorByToken, entriesOf, memberGet, memberPost, newKey, newMember, sendEvent, writeCounts, type App } from '../helpers/loyalty';
import { expectError, hostCall, makeReward, rawCall } from '../helpers/rewards';

describeEachDatabase('a merged anonymous token', (t) => {
  let app: App;
  beforeAll(() => {
    ({ app } = makeApp(t.database));
  });

  /** An account with Räppli and an anonymous collector that earned some, then signed in: merged. */
  async function merged(userId: string) {
    const owner = await newMember(app, userId);
    await sendEvent(app, { collector_token: owner.token, step: 'newsletterSignup', idempotency_key: newKey() });
    const anon = await newMember(app);
    await sendEvent(app, { collector_token: anon.token, step: 'articleRead', data: { article_id: `${userId}-a` }, idempotency_key: newKey() });
    const [status] = await hostCall(app, 'POST', `/api/host/collectors/${encodeURIComponent(anon.token)}/identify`, { user: { id: userId } });
    expect(status).toBe(200);
    return { owner: { token: owner.token, hash: owner.hash!, ssoToken: owner.ssoToken! }, anon: anon.token };
  }

  it('shows nothing of the account: /api/me and the leaderboard answer COLLECTOR_MERGED', async () => {
    const { owner, anon } = await merged('merged-reads');
    const me = await memberGet(app, '/api/me', anon);
    expectError(me, 409, 'COLLECTOR_MERGED', 'Deine Räppli sind jetzt in deinem angemeldeten Konto. Bitte melde dich an, um dort weiterzumachen.');
    expect(JSON.stringify(me[1])).not.toContain('points_available');
    expectError(await memberGet(app, '/api/leaderboard', anon), 409, 'COLLECTOR_MERGED');
    expectError(await memberGet(app, '/api/me/activities', anon), 409, 'COLLECTOR_MERGED');
    // A public route that reads the member when a token is given refuses it too.
    expectError(await memberGet(app, '/api/specials/gibt-es-nicht', anon), 409, 'COLLECTOR_MERGED');
    // The account itself, with its own token, has everything.
    const [status, account] = await memberGet(app, '/api/me', owner.token);
    expect(status).toBe(200);
    expect(account.points_available).toBe((await collectorByToken(t.db, owner.token)).pointsAvailable);
  });

  it('acts on nothing: an action, a spend with the account’s pair, an opt-out', async () => {
    const { owner, anon } = await merged('merged-writes');
    const reward = await makeReward(t.db, { cost: 1 });
    const before = await writeCounts(t.db);
    expectError(await memberPost(app, '/api/actions', anon, { type: 'layerVisit' }), 409, 'COLLECTOR_MERGED');
    const pair = `collector_token=${encodeURIComponent(anon)}&hash=${owner.hash}&token=${encodeURIComponent(owner.ssoToken)}`;
    expectError(await rawCall(app, 'POST', `/api/rewards/${reward.id}/reserve`, pair, {}), 409, 'COLLECTOR_MERGED');
    expectError(await rawCall(app, 'POST', '/api/me/optOut', pair, { reason: 'Fremd' }), 409, 'COLLECTOR_MERGED');
    expect(await writeCounts(t.db)).toEqual(before);
    const account = await collectorByToken(t.db, owner.token);
    expect(account.optedOutAt).toBeNull();
    expect((await entriesOf(t.db, account.id)).filter((e) => e.kind === 'spend')).toEqual([]);
  });

  it('the host still names the account by the merged token', async () => {
    const { owner, anon } = await merged('merged-host');
    const [status, body] = await hostCall(app, 'GET', `/api/host/collectors/${encodeURIComponent(anon)}`, undefined);
    expect(status).toBe(200);
    expect(body.collector_token).toBe(owner.token);
  });
});
