// GET /api/me/contact — the contact details of the member's latest orders, to prefill the next redeem
// (docs/api.md, "GET /api/me/contact"; docs/product.md §9.3). Personal data: only with the member's SSO pair.
import { knownContactSchema } from '@/lib/contracts/rewards';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, type App } from '../helpers/loyalty';
import { ADDRESS, EMAIL, buy, expectError, makeReward, memberCall, rawCall, richMember } from '../helpers/rewards';

describeEachDatabase('known contact', (t) => {
  let app: App;
  beforeAll(() => {
    app = makeApp(t.database).app;
  });
  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  it('is empty before any order, then the latest address, e-mail and telephone given, each from the order that has it', async () => {
    const m = await richMember(app, 1000);
    const [status, empty] = await memberCall(app, 'GET', '/api/me/contact', m, undefined, null);
    expect(status).toBe(200);
    expect(knownContactSchema.strict().safeParse(empty).success).toBe(true);
    expect(empty).toEqual({ address: null, email: null, telephone: null });

    const shipped = await makeReward(t.db, { delivery: 'delivery', cost: 10, stock: 10 });
    const digital = await makeReward(t.db, { delivery: 'digital', cost: 10, stock: 10 });
    await buy(app, m, shipped.id, { address: ADDRESS, telephone: '+43 5574 1' });
    await buy(app, m, digital.id, { email: EMAIL });
    await buy(app, m, digital.id, { email: 'neu@example.org' });
    const [, known] = await memberCall(app, 'GET', '/api/me/contact', m, undefined, null);
    expect(known).toEqual({ address: ADDRESS, email: 'neu@example.org', telephone: '+43 5574 1' });
  });

  it('falls back to the personal data for what no order carries; the latest order still comes first', async () => {
    const m = await richMember(app, 1000);
    const profile = {
      firstname: 'Lea',
      lastname: 'Profil',
      email: 'lea@example.org',
      telephone: '+43 664 1234567',
      street: 'Seestrasse',
      street_nr: '3',
      postcode: '6900',
      city: 'Bregenz',
      country: 'Österreich',
    };
    const [saved] = await memberCall(app, 'POST', '/api/me/personalData', m, { data: profile }, null);
    expect(saved).toBe(200);
    const [, fromProfile] = await memberCall(app, 'GET', '/api/me/contact', m, undefined, null);
    expect(fromProfile).toEqual({
      address: { firstname: 'Lea', lastname: 'Profil', street: 'Seestrasse', street_nr: '3', postcode: '6900', city: 'Bregenz', country: 'Österreich' },
      email: 'lea@example.org',
      telephone: '+43 664 1234567',
    });

    const shipped = await makeReward(t.db, { delivery: 'delivery', cost: 10, stock: 10 });
    await buy(app, m, shipped.id, { address: ADDRESS });
    const [, mixed] = await memberCall(app, 'GET', '/api/me/contact', m, undefined, null);
    expect(mixed).toEqual({ address: ADDRESS, email: 'lea@example.org', telephone: '+43 664 1234567' });
  });

  it('a profile with nothing of an address gives no address', async () => {
    const m = await richMember(app, 10);
    await memberCall(app, 'POST', '/api/me/personalData', m, { data: { email: 'nur@example.org' } }, null);
    const [, known] = await memberCall(app, 'GET', '/api/me/contact', m, undefined, null);
    expect(known).toEqual({ address: null, email: 'nur@example.org', telephone: null });
  });

  it('needs the SSO pair', async () => {
    const m = await richMember(app, 10);
    expectError(await rawCall(app, 'GET', '/api/me/contact', `collector_token=${encodeURIComponent(m.token)}`, undefined, null), 401, 'MISSING_HASH_TOKEN');
    expectError(
      await rawCall(
        app,
        'GET',
        '/api/me/contact',
        `collector_token=${encodeURIComponent(m.token)}&hash=${'0'.repeat(64)}&token=${encodeURIComponent(m.ssoToken)}`,
        undefined,
        null,
      ),
      401,
      'INVALID_HASH_TOKEN',
    );
  });
});
