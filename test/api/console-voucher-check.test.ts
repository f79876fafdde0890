// «Code prüfen» for the team (docs/vouchers.md, Console): a code a member names, found in every
// campaign, with whether it can still be redeemed, why not, and who redeemed it.
import { eq } from 'drizzle-orm';
import { auditLog, collectors, voucherGuessFailures } from '@/lib/server/db/schema';
import { supportToken } from '@/lib/domain/support-token';
import { voucherCodeCheckSchema } from '@/lib/contracts/vouchers';
import messages from '@/messages/de.json';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { collectorByToken, type App } from '../helpers/loyalty';
import { richMember } from '../helpers/rewards';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { makeCampaign, redeem, unknownCode } from '../helpers/vouchers';

const DAY = 86_400_000;

describeEachDatabase('console voucher code check', (t) => {
  let app: App;
  let operator: string;
  beforeAll(async () => {
    app = makeApp(t.database).app;
    operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.9.0.1');
  });
  const check = async (code: unknown, cookie = operator) => consoleCall(app, 'POST', '/api/console/voucher-codes/check', { cookie, body: { code } });

  it('finds a fresh code as typed by anyone (any case, spaces, O for 0) and says it can be redeemed', async () => {
    const { campaign, codes } = await makeCampaign(t.db, { title: 'Leserfest', points: 75, perMemberLimit: 2 });
    const typed = codes[0]!.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    const { status, json } = await check(typed);
    expect(status).toBe(200);
    expect(voucherCodeCheckSchema.strict().safeParse(json).success).toBe(true);
    expect(json).toMatchObject({
      state: 'open',
      code: { hint: codes[0]!.slice(-4), batch: 1, uses: 0 },
      campaign: {
        id: campaign.id,
        title: 'Leserfest',
        kind: 'single',
        points: 75,
        reward_title: null,
        max_redemptions: null,
        per_member_limit: 2,
        redemptions: 0,
      },
      redemptions: [],
    });
    expect(json.campaign.ends_at).toBe(campaign.endsAt.toISOString());
  });

  it('names who redeemed a single-use code, and when: by the account it belongs to now, also after a merge', async () => {
    const { codes } = await makeCampaign(t.db, { points: 40 });
    const m = await richMember(app, 0);
    expect((await redeem(app, m, codes[0]!))[0]).toBe(200);
    const { json } = await check(codes[0]);
    expect(json.state).toBe('redeemed');
    expect(json.code.uses).toBe(1);
    expect(json.redemptions).toEqual([
      { support_token: supportToken(m.token), collector_token: m.token, redeemed_at: expect.any(String), points: 40, order_id: null },
    ]);
    expect(Math.abs(Date.parse(json.redemptions[0].redeemed_at) - Date.now())).toBeLessThan(60_000);

    // the member's account went into another one (a sign-in merged them): the check names that one
    const into = await richMember(app, 0);
    await t.db
      .update(collectors)
      .set({ mergedIntoId: (await collectorByToken(t.db, into.token)).id })
      .where(eq(collectors.token, m.token));
    expect((await check(codes[0])).json.redemptions.map((r: { collector_token: string }) => r.collector_token)).toEqual([into.token]);
  });

  it('lists a shared code’s redemptions newest first and says when its campaign met its maximum', async () => {
    const { codes } = await makeCampaign(t.db, { kind: 'shared', points: 25, maxRedemptions: 2 });
    const [a, b] = [await richMember(app, 0), await richMember(app, 0)];
    expect((await redeem(app, a, codes[0]!))[0]).toBe(200);
    expect((await check(codes[0])).json).toMatchObject({
      state: 'open',
      code: { uses: 1 },
      campaign: { kind: 'shared', redemptions: 1, max_redemptions: 2, per_member_limit: null },
    });
    expect((await redeem(app, b, codes[0]!))[0]).toBe(200);
    const { json } = await check(codes[0]);
    expect(json.state).toBe('used_up');
    expect(json.redemptions.map((r: { collector_token: string }) => r.collector_token)).toEqual([b.token, a.token]);
  });

  it('says why a code of a campaign not running does not work: not begun, over, not published, archived', async () => {
    const now = Date.now();
    const cases = [
      ['not_started', { startsAt: new Date(now + DAY), endsAt: new Date(now + 2 * DAY) }],
      ['ended', { startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - 1000) }],
      ['unpublished', { published: false }],
      ['archived', { archivedAt: new Date(now - 1000) }],
    ] as const;
    for (const [state, values] of cases) {
      const { codes } = await makeCampaign(t.db, values);
      expect({ state: (await check(codes[0])).json.state }).toEqual({ state });
    }
  });

  it('answers an unknown code 404 and a text that is no code 400, in the team’s words; a check writes nothing', async () => {
    const audits = (await t.db.select().from(auditLog)).length;
    const guesses = (await t.db.select().from(voucherGuessFailures)).length;
    const unknown = await check(unknownCode());
    expect([unknown.status, unknown.json.error.code, unknown.json.error.message]).toEqual([404, 'VOUCHER_INVALID', messages.consoleErrors.VOUCHER_INVALID]);
    for (const wrong of ['ABC', '7KQ4-M2XD-0RBN-9TZ', '7KQ4-M2XD-0RBN-9TZU']) {
      const { status, json } = await check(wrong);
      expect([status, json.error.code, json.error.details]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: 'code', message: messages.validation.voucherCodeShape }],
      ]);
    }
    for (const body of [{}, { code: 12 }, { code: '' }])
      expect((await consoleCall(app, 'POST', '/api/console/voucher-codes/check', { cookie: operator, body })).status).toBe(400);
    const { codes } = await makeCampaign(t.db);
    expect((await consoleCall(app, 'POST', '/api/console/voucher-codes/check', { cookie: operator, body: { code: codes[0], extra: 1 } })).status).toBe(400);
    expect((await t.db.select().from(auditLog)).length).toBe(audits);
    expect((await t.db.select().from(voucherGuessFailures)).length).toBe(guesses);
  });

  it('is for operators and admins: an editor is refused (403), no session 401', async () => {
    const { codes } = await makeCampaign(t.db);
    const editor = await loginAs(app, await staffMember(t.db, 'editor'), '10.9.0.2');
    expect((await check(codes[0], editor)).status).toBe(403);
    expect((await check(codes[0], await loginAs(app, await staffMember(t.db, 'admin'), '10.9.0.3'))).status).toBe(200);
    expect((await consoleCall(app, 'POST', '/api/console/voucher-codes/check', { body: { code: codes[0] } })).status).toBe(401);
  });
});
