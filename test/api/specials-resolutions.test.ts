// New Year resolutions week (docs/specials-black-week-resolutions.md): host events count toward
// the day's goal (distinct items of its step on that business day in Vienna); the event that meets
// it credits the bonus through the ledger once per member and goal — not again for more events, a
// replayed event, the same article again or events sent at once (also on PostgreSQL) — with a
// German statement line. A read of the special settles a met goal nobody credited yet.
import { and, eq, like } from 'drizzle-orm';
import { resolutionsDetailSchema } from '@/lib/contracts/resolutions';
import { addDays, businessDay, startOfBusinessDay } from '@/lib/domain/business-time';
import { activityEvents, collectors, ledgerEntries, specials } from '@/lib/server/db/schema';
import { applyDefaults } from '@/lib/server/db/defaults';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { resolutions, resolutionsDetail } from '@/lib/server/services/specials/resolutions';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, entriesOf, memberGet, newKey, newMember, optOutAs, sendEvent, type App } from '../helpers/loyalty';

const TZ = 'Europe/Vienna';
type SpecialRow = typeof specials.$inferSelect;

const GOALS = [
  { day: 1, title: 'Schreib einen Kommentar', step: 'commentPosted', count: 1, bonus: 20 },
  { day: 2, title: 'Lies 3 Artikel', step: 'articleRead', count: 3, bonus: 30 },
  { day: 3, title: 'Teile 2 Artikel', step: 'articleShare', count: 2, bonus: 25 },
];

describeEachDatabase('specials: New Year resolutions week', (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];
  let week: SpecialRow;
  let users = 0;

  const today = () => businessDay(new Date(), TZ);
  const member = async () => newMember(app, `vorsatz-${process.pid}-${++users}-${Date.now()}`);
  const read = (token: string, article: string, key = newKey('read')) =>
    sendEvent(app, { collector_token: token, step: 'articleRead', data: { article_id: article }, idempotency_key: key });
  const bonusEntries = async (collectorId: number) =>
    t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.collectorId, collectorId), like(ledgerEntries.idempotencyKey, 'resolution:%')));
  const detailOf = async (collectorId: number | null, now = new Date()) =>
    resolutionsDetailSchema.parse(await resolutionsDetail(t.db, config, week, collectorId, now));

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await applyDefaults(t.db);
    // Day 1 was yesterday (from 00:00 in Vienna), so today is day 2: read three articles.
    const [row] = await t.db
      .insert(specials)
      .values({
        slug: 'vorsaetze-test',
        kind: 'resolutions',
        title: 'Neujahrsvorsätze',
        startsAt: startOfBusinessDay(addDays(today(), -1), TZ),
        endsAt: startOfBusinessDay(addDays(today(), 6), TZ),
        config: { goals: GOALS },
      })
      .returning();
    week = row!;
    clearCatalogCache();
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  it('the third article of the day meets today’s goal and credits its bonus once, with a German statement line', async () => {
    const m = await member();
    const id = (await collectorByToken(t.db, m.token)).id;
    expect((await read(m.token, 'a-1'))[0]).toBe(200);
    const [, second] = await read(m.token, 'a-2');
    expect(second).toMatchObject({ awarded: 5, balance: 10 });
    expect(await bonusEntries(id)).toHaveLength(0);
    const halfway = await detailOf(id);
    expect(halfway.today).toBe(2);
    expect(halfway.days[1]).toMatchObject({ when: 'today', progress: 2, met: false, credited: false, goal: { title: 'Lies 3 Artikel', count: 3, bonus: 30 } });

    const [, third] = await read(m.token, 'a-3');
    expect(third).toMatchObject({ awarded: 5 }); // the event's own answer; the bonus follows it
    expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(15 + 30);
    const [bonus] = await bonusEntries(id);
    expect(bonus).toMatchObject({
      amount: 30,
      kind: 'earn',
      reason: 'resolution',
      idempotencyKey: `resolution:${week.id}:2`,
      reference: 'special:vorsaetze-test',
    });
    const [, statement] = await memberGet(app, '/api/me/activities', m.token);
    expect(statement.last[0]).toMatchObject({ amount: 30, reason: 'Vorsatz geschafft: Lies 3 Artikel' });

    // More articles that day: no second bonus.
    await read(m.token, 'a-4');
    await read(m.token, 'a-5');
    expect(await bonusEntries(id)).toHaveLength(1);
    expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(25 + 30);

    const done = await detailOf(id);
    expect(done.days[1]).toMatchObject({ progress: 3, met: true, credited: true });
    expect(done.bonus_credited).toBe(30);
  });

  it('the same article twice, a replayed event and another step do not count', async () => {
    const m = await member();
    const id = (await collectorByToken(t.db, m.token)).id;
    const key = newKey('same');
    await read(m.token, 'b-1', key);
    const [status, replay] = await read(m.token, 'b-1', key);
    expect([status, replay]).toEqual([200, { awarded: 5, balance: 5 }]);
    await read(m.token, 'b-1');
    await read(m.token, 'b-2');
    await sendEvent(app, { collector_token: m.token, step: 'commentPosted', data: {}, idempotency_key: newKey('c') });
    // An article event without its article does not count either.
    await sendEvent(app, { collector_token: m.token, step: 'articleRead', data: {}, idempotency_key: newKey('none') });
    expect((await detailOf(id)).days[1]).toMatchObject({ progress: 2, met: false });
    expect(await bonusEntries(id)).toHaveLength(0);
    await read(m.token, 'b-3');
    expect(await bonusEntries(id)).toHaveLength(1);
  });

  it('counts events beyond the earning rule’s daily cap: the goal is the reading, not the Räppli', async () => {
    const m = await member();
    const id = (await collectorByToken(t.db, m.token)).id;
    // Two articles read today after the rule's daily cap was reached: recorded, no Räppli.
    await t.db
      .insert(activityEvents)
      .values(['c-1', 'c-2'].map((itemKey) => ({ collectorId: id, step: 'articleRead', itemKey, businessDay: today(), awarded: 0, outcome: 'daily_cap' })));
    expect(await bonusEntries(id)).toHaveLength(0);
    await read(m.token, 'c-3');
    expect(await bonusEntries(id)).toHaveLength(1);
  });

  it('an anonymous member gets the bonus too; an opted-out one does not', async () => {
    const anon = await newMember(app);
    const anonId = (await collectorByToken(t.db, anon.token)).id;
    for (const a of ['d-1', 'd-2', 'd-3']) await read(anon.token, a);
    expect(await bonusEntries(anonId)).toHaveLength(1);

    const out = await member();
    const outId = (await collectorByToken(t.db, out.token)).id;
    await read(out.token, 'e-1');
    await read(out.token, 'e-2');
    expect((await optOutAs(app, out))[0]).toBe(200);
    await t.db.insert(activityEvents).values({ collectorId: outId, step: 'articleRead', itemKey: 'e-3', businessDay: today(), awarded: 0, outcome: 'awarded' });
    const detail = await detailOf(outId);
    expect(detail.days[1]).toMatchObject({ progress: 3, met: true, credited: false });
    expect(await bonusEntries(outId)).toHaveLength(0);
  });

  it('a read settles a met goal nobody credited: yesterday’s, once, and the seven days with their states', async () => {
    const m = await member();
    const id = (await collectorByToken(t.db, m.token)).id;
    // Yesterday (day 1) the member commented; the follow-up that should have credited it never ran.
    await t.db
      .insert(activityEvents)
      .values({ collectorId: id, step: 'commentPosted', itemKey: null, businessDay: addDays(today(), -1), awarded: 15, outcome: 'awarded' });
    expect(await bonusEntries(id)).toHaveLength(0);
    const first = await detailOf(id);
    expect(first.days.map((d) => [d.day, d.date, d.when])).toEqual(
      Array.from({ length: 7 }, (_, i) => [i + 1, addDays(today(), i - 1), i === 0 ? 'past' : i === 1 ? 'today' : 'future']),
    );
    expect(first.days[0]).toMatchObject({ goal: { title: 'Schreib einen Kommentar' }, progress: 1, met: true, credited: true });
    expect(first.days[2]).toMatchObject({ goal: { title: 'Teile 2 Artikel' }, progress: null, met: false, credited: false });
    expect(first.days[3]).toMatchObject({ goal: null, progress: null });
    expect(first.bonus_credited).toBe(20);
    await detailOf(id);
    expect(await bonusEntries(id)).toHaveLength(1);
    expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(20);
    const [, statement] = await memberGet(app, '/api/me/activities', m.token);
    expect(statement.last[0]).toMatchObject({ amount: 20, reason: 'Vorsatz geschafft: Schreib einen Kommentar' });
  });

  it('without a member: the days and goals, no progress; through the kind module as the seam calls it', async () => {
    const anonymous = resolutionsDetailSchema.parse(await resolutions.detail({ db: t.db, special: week, collectorId: null, now: new Date() }));
    expect(anonymous).toMatchObject({ phase: 'running', today: 2, member: false, bonus_credited: 0 });
    expect(anonymous.days.every((d) => d.progress === null && !d.credited)).toBe(true);
    const after = await detailOf(null, week.endsAt!);
    expect(after).toMatchObject({ phase: 'over', today: null });
    expect(after.days.every((d) => d.when === 'past')).toBe(true);
  });

  it('a merged anonymous account reads the identified member’s progress', async () => {
    const anon = await newMember(app);
    const target = await member();
    const targetId = (await collectorByToken(t.db, target.token)).id;
    await t.db.update(collectors).set({ mergedIntoId: targetId }).where(eq(collectors.token, anon.token));
    for (const a of ['f-1', 'f-2', 'f-3']) await read(anon.token, a);
    expect(await bonusEntries(targetId)).toHaveLength(1);
    const anonId = (await collectorByToken(t.db, anon.token)).id;
    expect((await detailOf(anonId)).days[1]).toMatchObject({ progress: 3, credited: true });
  });

  if (t.kind === 'postgres') {
    it('events that meet the goal at once credit it once (PostgreSQL)', async () => {
      const m = await member();
      const id = (await collectorByToken(t.db, m.token)).id;
      await read(m.token, 'g-0');
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => read(m.token, `g-${i + 1}`)));
      expect(answers.every(([s]) => s === 200)).toBe(true);
      expect(await bonusEntries(id)).toHaveLength(1);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(9 * 5 + 30);
    });

    it('one event sent many times at once counts once and credits once (PostgreSQL)', async () => {
      const m = await member();
      const id = (await collectorByToken(t.db, m.token)).id;
      await read(m.token, 'h-1');
      await read(m.token, 'h-2');
      const key = newKey('burst');
      const answers = await Promise.all(Array.from({ length: 8 }, () => read(m.token, 'h-3', key)));
      expect(answers.every(([s]) => s === 200)).toBe(true);
      expect(await bonusEntries(id)).toHaveLength(1);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(15 + 30);
      const events = await entriesOf(t.db, id);
      expect(events.filter((e) => e.reasonCode === 'resolution')).toHaveLength(1);
    });
  }
});
