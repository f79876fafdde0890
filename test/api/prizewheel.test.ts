// The daily prize wheel (docs/games.md, Prize wheel): one spin per business day
// for identified members, one more after a retry; the server draws among the segments still in
// their daily budget and books the outcome — Räppli through the ledger, a pass as an order, a
// reward prize held for a month until its address is claimed.
import { eq, sql } from 'drizzle-orm';
import { prizewheelSchema, spinResultSchema } from '@/lib/contracts/games';
import { prizewheelSegments, prizewheelSpins, reservations, rewards } from '@/lib/server/db/schema';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, memberGet, newKey, newMember, type App } from '../helpers/loyalty';
import { ADDRESS, assertRewardsConsistent, makeReward, memberCall, richMember, type Member } from '../helpers/rewards';

type SegmentValues = Partial<typeof prizewheelSegments.$inferInsert> & Pick<typeof prizewheelSegments.$inferInsert, 'kind' | 'weight'>;

describeEachDatabase('prize wheel', (t) => {
  let app: App;
  beforeAll(() => {
    app = makeApp(t.database).app;
  });
  afterEach(async () => {
    await assertLedgerConsistent(t.db);
    await assertRewardsConsistent(t.db);
  });

  /** Today's wheel is exactly these segments (all earlier ones unpublished). */
  async function wheel(...segments: SegmentValues[]) {
    await t.db.update(prizewheelSegments).set({ published: false });
    return t.db
      .insert(prizewheelSegments)
      .values(segments.map((s, i) => ({ label: `${s.kind} ${i}`, position: i, ...s })))
      .returning();
  }
  const spin = (m: Member, key = newKey('spin')) => memberCall(app, 'POST', '/api/prizewheel/spin', m, undefined, key);
  const state = async (token: string) => {
    const [status, body] = await memberGet(app, '/api/prizewheel', token);
    expect(status).toBe(200);
    expect(prizewheelSchema.strict().safeParse(body).success).toBe(true);
    return body as { segments: { id: number; kind: string }[]; spin: { available: boolean; next_spin_at: string | null }; prizes: { spin_id: string }[] };
  };

  it('credits a points win at once ("Glücksrad"), then refuses a second spin that day; the same key answers the same', async () => {
    const [points] = await wheel({ kind: 'points', amount: 25, weight: 1 });
    const m = await richMember(app, 0);
    expect((await state(m.token)).spin).toEqual({ available: true, next_spin_at: null });
    const key = newKey('spin');
    const [status, body] = await spin(m, key);
    expect(status).toBe(201);
    expect(spinResultSchema.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      segment_id: points!.id,
      outcome: { kind: 'points', amount: 25, order_id: null, claim_required: false },
      balance: 25,
      spin: { available: false },
    });
    expect(Date.parse(body.spin.next_spin_at)).toBeGreaterThan(Date.now());
    expect(await spin(m, key)).toEqual([201, body]);
    const [again, refused] = await spin(m);
    expect(again).toBe(409);
    expect(refused.error).toMatchObject({ code: 'ALREADY_SPUN', message: 'Du hast heute schon am Glücksrad gedreht. Morgen kannst du wieder drehen.' });
    const [, statement] = await memberGet(app, '/api/me/activities', m.token);
    expect(statement.last[0]).toMatchObject({ amount: 25, reason: 'Glücksrad' });
    expect((await state(m.token)).spin.available).toBe(false);
  });

  it('asks anonymous members to log in: they see the wheel but cannot spin', async () => {
    await wheel({ kind: 'points', amount: 5, weight: 1 });
    const anonymous = await newMember(app);
    expect((await state(anonymous.token)).spin).toEqual({ available: false, next_spin_at: null });
    const res = await app.request(`/api/prizewheel/spin?collector_token=${anonymous.token}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': newKey('spin') },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('ANONYMOUS_NOT_ALLOWED');
    const m = await richMember(app, 0);
    const noKey = await memberCall(app, 'POST', '/api/prizewheel/spin', m, undefined, null);
    expect(noKey[0]).toBe(400);
    expect(noKey[1].error.code).toBe('MISSING_IDEMPOTENCY_KEY');
  });

  it('grants one more spin after a retry', async () => {
    await wheel({ kind: 'retry', weight: 1 });
    const m = await richMember(app, 0);
    const [s1, first] = await spin(m);
    expect(s1).toBe(201);
    expect(first).toMatchObject({ outcome: { kind: 'retry' }, spin: { available: true, next_spin_at: null } });
    await wheel({ kind: 'nothing', weight: 1 });
    const [s2, second] = await spin(m);
    expect(s2).toBe(201);
    expect(second).toMatchObject({ outcome: { kind: 'nothing' }, spin: { available: false } });
    expect((await spin(m))[0]).toBe(409);
  });

  it('drops a segment whose daily budget is spent, and says so when nothing is left', async () => {
    const [big] = await wheel({ kind: 'points', amount: 40, weight: 1, dailyBudget: 80 });
    const winners = [await richMember(app, 0), await richMember(app, 0)];
    for (const m of winners) expect((await spin(m))[1]).toMatchObject({ segment_id: big!.id });
    const late = await richMember(app, 0);
    expect((await state(late.token)).segments).toEqual([]);
    const [status, body] = await spin(late);
    expect(status).toBe(409);
    expect(body.error.code).toBe('PRIZEWHEEL_EMPTY');
    // nothing was booked for the refused spin: it may spin once a segment is back
    await wheel({ kind: 'nothing', weight: 1 });
    expect((await spin(late))[0]).toBe(201);
  });

  it('puts a won pass into my rewards, for 0 Räppli', async () => {
    const pass = await makeReward(t.db, { title: 'Tagespass Glücksrad', delivery: 'custom', cost: 300, validDays: 7 });
    await wheel({ kind: 'pass', rewardId: pass.id, weight: 1 });
    const m = await richMember(app, 0);
    const [, body] = await spin(m);
    expect(body.outcome).toMatchObject({ kind: 'pass', reward_id: pass.id, order_id: expect.any(Number), claim_required: false });
    const [, mine] = await memberCall(app, 'GET', '/api/me/rewards?tab=rewards&limit=50', m, undefined, null);
    expect(mine.items.find((o: { id: number }) => o.id === body.outcome.order_id)).toMatchObject({
      reward: { title: 'Tagespass Glücksrad' },
      cost: 0,
      state: 'waiting',
    });
  });

  it('holds a reward prize until the address is claimed; it becomes an order; the regular checkout cannot take it', async () => {
    const prize = await makeReward(t.db, { title: 'Bluetooth-Lautsprecher', delivery: 'delivery', cost: 2000, stock: 1 });
    const [segment] = await wheel({ kind: 'reward', rewardId: prize.id, weight: 1 });
    const m = await richMember(app, 0);
    const [, won] = await spin(m);
    expect(won.outcome).toMatchObject({ kind: 'reward', reward_id: prize.id, order_id: null, claim_required: true });
    expect(Date.parse(won.outcome.claim_until) - Date.now()).toBeGreaterThan(27 * 86_400_000);
    // the last unit is held: the segment leaves the wheel; the prize waits for its claim
    const waiting = await state(m.token);
    expect(waiting.segments.map((s) => s.id)).not.toContain(segment!.id);
    expect(waiting.prizes).toEqual([
      { spin_id: won.spin_id, reward_id: prize.id, title: 'Bluetooth-Lautsprecher', needs: 'address', claim_until: won.outcome.claim_until },
    ]);

    const hold = `wheel-${won.spin_id}`;
    expect((await memberCall(app, 'POST', `/api/reservations/${hold}/confirm`, m))[0]).toBeGreaterThanOrEqual(400);
    expect((await memberCall(app, 'DELETE', `/api/reservations/${hold}`, m, undefined, null))[0]).toBeGreaterThanOrEqual(400);
    expect((await t.db.select({ state: reservations.state }).from(reservations).where(eq(reservations.id, hold)))[0]!.state).toBe('held');

    const path = `/api/prizewheel/spins/${won.spin_id}/claim`;
    const [missing, why] = await memberCall(app, 'POST', path, m, { address: { firstname: 'Lea' } });
    expect(missing).toBe(400);
    expect(why.error.code).toBe('MISSING_FIELDS');
    const [ok, claimed] = await memberCall(app, 'POST', path, m, { address: ADDRESS });
    expect(ok).toBe(200);
    expect(claimed).toEqual({ spin_id: won.spin_id, order_id: expect.any(Number) });
    // the same details again (a lost answer) answer the same; others are refused
    expect(await memberCall(app, 'POST', path, m, { address: ADDRESS })).toEqual([200, claimed]);
    expect((await state(m.token)).prizes).toEqual([]);
    expect((await memberCall(app, 'POST', path, m, { address: { ...ADDRESS, city: 'Dornbirn' } }))[1].error.code).toBe('PRIZE_ALREADY_CLAIMED');
    const [, mine] = await memberCall(app, 'GET', '/api/me/rewards?tab=rewards&limit=50', m, undefined, null);
    expect(mine.items.find((o: { id: number }) => o.id === claimed.order_id)).toMatchObject({
      cost: 0,
      state: 'waiting',
      reward: { title: 'Bluetooth-Lautsprecher' },
    });

    // someone else's spin, and a spin that gave no prize
    const other = await richMember(app, 0);
    expect((await memberCall(app, 'POST', path, other, { address: ADDRESS }))[1].error.code).toBe('SPIN_NOT_FOUND');
    await wheel({ kind: 'nothing', weight: 1 });
    const [, nothing] = await spin(other);
    expect((await memberCall(app, 'POST', `/api/prizewheel/spins/${nothing.spin_id}/claim`, other, { address: ADDRESS }))[1].error.code).toBe('NOT_A_PRIZE');
  });

  it('gives the unit back when the month runs out: a late claim is PRIZE_EXPIRED', async () => {
    const prize = await makeReward(t.db, { title: 'Rucksack', delivery: 'delivery', cost: 900, stock: 3 });
    await wheel({ kind: 'reward', rewardId: prize.id, weight: 1 });
    const m = await richMember(app, 0);
    const [, won] = await spin(m);
    expect((await t.db.select({ left: rewards.stockLeft }).from(rewards).where(eq(rewards.id, prize.id)))[0]!.left).toBe(2);
    await t.db
      .update(reservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, `wheel-${won.spin_id}`));
    const [status, body] = await memberCall(app, 'POST', `/api/prizewheel/spins/${won.spin_id}/claim`, m, { address: ADDRESS });
    expect(status).toBe(409);
    expect(body.error.code).toBe('PRIZE_EXPIRED');
    expect((await state(m.token)).prizes).toEqual([]);
    expect((await t.db.select({ left: rewards.stockLeft }).from(rewards).where(eq(rewards.id, prize.id)))[0]!.left).toBe(3);
  });

  it('spins once for 20 requests of one member at once', async () => {
    await wheel({ kind: 'points', amount: 3, weight: 1 });
    const m = await richMember(app, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(m)));
    expect(answers.filter(([s]) => s === 201)).toHaveLength(1);
    expect(answers.filter(([s, b]) => s === 409 && b.error.code === 'ALREADY_SPUN')).toHaveLength(19);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(prizewheelSpins)
      .where(sql`${prizewheelSpins.collectorId} = (select id from collectors where token = ${m.token})`);
    expect(row!.n).toBe(1);
  });

  it('gives at most the 5 prizes in stock when 200 members spin at once; Σ ledger = Σ balances', async () => {
    const prize = await makeReward(t.db, { title: 'Kinogutschein', delivery: 'delivery', cost: 500, stock: 5 });
    await wheel({ kind: 'reward', rewardId: prize.id, weight: 50 }, { kind: 'points', amount: 1, weight: 50 });
    const members = await Promise.all(Array.from({ length: 200 }, () => richMember(app, 0)));
    const answers = await Promise.all(members.map((m) => spin(m)));
    expect(answers.every(([s]) => s === 201)).toBe(true);
    const prizes = answers.filter(([, b]) => b.outcome.kind === 'reward');
    expect(prizes.length).toBeLessThanOrEqual(5);
    expect(prizes.length).toBeGreaterThan(0);
    expect((await t.db.select({ left: rewards.stockLeft }).from(rewards).where(eq(rewards.id, prize.id)))[0]!.left).toBe(5 - prizes.length);
  });
});
