// GET /api/me/sso — whether the address's SSO pair fits the member (docs/api.md, "GET /api/me/sso";
// docs/product.md §6.7): a page with the member's own actions asks when it opens, so a broken
// sign-in shows before the last tap.
import { ssoCheckSchema } from '@/lib/contracts/me';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { newMember, type App } from '../helpers/loyalty';
import { memberCall, richMember } from '../helpers/rewards';

describeEachDatabase('sso check', (t) => {
  let app: App;
  beforeAll(() => {
    app = makeApp(t.database).app;
  });
  const check = async (query: string) => {
    const res = await app.request(`/api/me/sso?${query}`);
    return [res.status, await res.json()] as const;
  };

  it('says null for a fitting pair and names what the actions would refuse otherwise', async () => {
    const m = await richMember(app, 10);
    const [status, ok] = await memberCall(app, 'GET', '/api/me/sso', m, undefined, null);
    expect(status).toBe(200);
    expect(ssoCheckSchema.strict().safeParse(ok).success).toBe(true);
    expect(ok).toEqual({ problem: null });
    const token = encodeURIComponent(m.token);
    expect((await check(`collector_token=${token}`))[1]).toEqual({ problem: 'MISSING_HASH_TOKEN' });
    expect((await check(`collector_token=${token}&hash=${m.hash}`))[1]).toEqual({ problem: 'MISSING_HASH_TOKEN' });
    expect((await check(`collector_token=${token}&hash=${'0'.repeat(64)}&token=${encodeURIComponent(m.ssoToken)}`))[1]).toEqual({
      problem: 'INVALID_HASH_TOKEN',
    });
    // the pair of another member does not fit either
    const other = await richMember(app, 10);
    expect((await check(`collector_token=${token}&hash=${other.hash}&token=${encodeURIComponent(other.ssoToken)}`))[1]).toEqual({
      problem: 'INVALID_HASH_TOKEN',
    });
    // an anonymous member is asked to sign in
    const anon = await newMember(app);
    expect((await check(`collector_token=${encodeURIComponent(anon.token)}`))[1]).toEqual({ problem: 'ANONYMOUS_NOT_ALLOWED' });
  });

  it('needs a collector token that exists', async () => {
    const [s1, missing] = await check('');
    expect(s1).toBe(400);
    expect(missing.error.code).toBe('MISSING_COLLECTOR_TOKEN');
    const [s2, unknown] = await check('collector_token=gibt-es-nicht-0123456789');
    expect(s2).toBe(404);
    expect(unknown.error.code).toBe('COLLECTOR_NOT_FOUND');
  });
});
