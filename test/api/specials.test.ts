// Specials (docs/specials.md): GET /api/specials/{slug} — the common part, each kind's detail
// (Halloween's days, the Advent calendar's doors) for no member, an anonymous and an identified
// member, and the 404s; the Advent door the page shows as today's is the one RAFFLE_OVER_ADVENT
// points to.
import { eq } from 'drizzle-orm';
import type { AdventDetail, HalloweenDetail, SpecialDetail } from '@/lib/contracts/specials';
import { specials } from '@/lib/server/db/schema';
import { drawRaffle } from '@/lib/server/services/raffles';
import { addDays, businessDay, startOfBusinessDay } from '@/lib/domain/business-time';
import { ADVENT_SLUG } from '@/lib/domain/redeem';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { memberGet, newMember, type App } from '../helpers/loyalty';
import { buy, collectorIdOf, expectError, makeReward, memberQuery, RAFFLE_CONTACT, reserve, richMember, spendAt } from '../helpers/rewards';

const TZ = 'Europe/Vienna';
const HOUR = 3_600_000;

describeEachDatabase('specials', (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];
  beforeAll(() => ({ app, config } = makeApp(t.database)));

  const today = () => businessDay(new Date(), TZ);
  /** The start of the business day `offset` days from today. */
  const dayStart = (offset: number) => startOfBusinessDay(addDays(today(), offset), TZ);

  const makeSpecial = async (values: Partial<typeof specials.$inferInsert> & { slug: string }) => {
    const [row] = await t.db
      .insert(specials)
      .values({ title: values.slug, ...values })
      .returning();
    return row!;
  };
  const get = async (path: string) => {
    const res = await app.request(path);
    return [res.status, await res.json()] as const;
  };

  describe('Halloween: 13 days, one raffle each', () => {
    const slug = 'halloween-test';
    let day1: number;
    let day3: number;
    beforeAll(async () => {
      // Today is day 3 of 13.
      await makeSpecial({ slug, kind: 'halloween', title: 'Halloween', menuLink: 'Halloween', startsAt: dayStart(-2), endsAt: dayStart(11) });
      day1 = (
        await makeReward(t.db, {
          title: 'Kürbis-Verlosung',
          type: 'raffle',
          delivery: 'digital',
          cost: 5,
          specialSlug: slug,
          startsAt: dayStart(-2),
          endsAt: dayStart(-1),
        })
      ).id;
      day3 = (
        await makeReward(t.db, {
          title: 'Gruselnacht-Verlosung',
          type: 'raffle',
          delivery: 'digital',
          cost: 5,
          winners: 2,
          specialSlug: slug,
          startsAt: dayStart(0),
          endsAt: dayStart(1),
        })
      ).id;
      await makeReward(t.db, {
        title: 'Geheime Verlosung',
        type: 'raffle',
        delivery: 'digital',
        cost: 5,
        specialSlug: slug,
        startsAt: dayStart(2),
        endsAt: dayStart(3),
      });
    });

    it('without a member: the days with their states, today’s raffle, past results, future days hidden', async () => {
      const [status, body] = (await get(`/api/specials/${slug}`)) as [number, SpecialDetail];
      expect(status).toBe(200);
      expect(body).toMatchObject({
        slug,
        title: 'Halloween',
        kind: 'halloween',
        menu_link: 'Halloween',
        starts_at: dayStart(-2).toISOString(),
        ends_at: dayStart(11).toISOString(),
      });
      const detail = body.detail as HalloweenDetail;
      expect(detail.today).toBe(3);
      expect(detail.days).toHaveLength(13);
      expect(detail.days.map((d) => d.state)).toEqual(['past', 'past', 'today', ...Array(10).fill('locked')]);
      expect(detail.days[2]).toMatchObject({ number: 3, day: today(), opens_at: dayStart(0).toISOString(), closes_at: dayStart(1).toISOString() });
      expect(detail.days[2]!.reward).toMatchObject({
        id: day3,
        title: 'Gruselnacht-Verlosung',
        type: 'raffle',
        state: 'running',
        raffle: { winners: 2, tickets_total: 0, drawn_at: null },
        my: null,
      });
      expect(detail.days[0]!.reward).toMatchObject({ id: day1, state: 'over' });
      // Day 2 has no raffle; day 5's exists but stays hidden while locked.
      expect(detail.days[1]!.reward).toBeNull();
      expect(detail.days[4]!.reward).toBeNull();
      expect(JSON.stringify(body)).not.toContain('Geheime Verlosung');
    });

    it('a member sees their tickets of today and how a past day’s draw went for them', async () => {
      const m = await richMember(app, 200);
      // Tickets on day 1 while it ran, then the draw (one member: a sure win).
      await spendAt(t.db, config, await collectorIdOf(t.db, m), day1, { tickets: 3, ...RAFFLE_CONTACT }, new Date(dayStart(-2).getTime() + HOUR));
      await drawRaffle(t.db, config, day1);
      await buy(app, m, day3, { tickets: 4, ...RAFFLE_CONTACT });

      const [status, body] = (await memberGet(app, `/api/specials/${slug}`, m.token)) as [number, SpecialDetail];
      expect(status).toBe(200);
      const { days } = body.detail as HalloweenDetail;
      expect(days[2]!.reward).toMatchObject({ raffle: { tickets_total: 4, participants: 1 }, my: { units: 4, outcome: 'pending' } });
      expect(days[0]!.reward!.raffle!.drawn_at).not.toBeNull();
      expect(days[0]!.reward).toMatchObject({ raffle: { tickets_total: 3, participants: 1, winners: 1 }, my: { units: 3, outcome: 'won' } });

      // Another member sees the same figures and nothing of their own.
      const other = await newMember(app);
      const [, seen] = (await memberGet(app, `/api/specials/${slug}`, other.token)) as [number, SpecialDetail];
      const theirs = (seen.detail as HalloweenDetail).days;
      expect(theirs[2]!.reward).toMatchObject({ raffle: { tickets_total: 4 }, my: { units: 0, outcome: null } });
      expect(theirs[0]!.reward!.my).toEqual({ units: 0, outcome: null });
    });

    it('an anonymous member joins no raffle of the day (the redeem flow says why)', async () => {
      const anon = await newMember(app);
      const res = await app.request(`/api/rewards/${day3}?collector_token=${anon.token}`);
      expect((await res.json()).redeem.blocker).toBe('ANONYMOUS_NOT_ALLOWED');
    });
  });

  describe('the Advent calendar: 24 doors', () => {
    let door1: number;
    let door2: number;
    beforeAll(async () => {
      // Today is door 2 of 24; door 1 is yesterday's raffle, door 2 a reward to buy.
      await makeSpecial({ slug: ADVENT_SLUG, kind: 'advent', title: 'Adventskalender', startsAt: dayStart(-1), endsAt: dayStart(23) });
      door1 = (
        await makeReward(t.db, {
          title: 'Türchen 1: Schlittenfahrt',
          type: 'raffle',
          delivery: 'digital',
          cost: 5,
          specialSlug: ADVENT_SLUG,
          startsAt: dayStart(-1),
          endsAt: dayStart(0),
        })
      ).id;
      door2 = (
        await makeReward(t.db, {
          title: 'Türchen 2: Lebkuchen',
          type: 'buy',
          delivery: 'coupon',
          cost: 10,
          specialSlug: ADVENT_SLUG,
          startsAt: dayStart(0),
          endsAt: dayStart(1),
        })
      ).id;
      await makeReward(t.db, {
        title: 'Türchen 3: Geheimnis',
        type: 'buy',
        delivery: 'coupon',
        cost: 10,
        specialSlug: ADVENT_SLUG,
        startsAt: dayStart(1),
        endsAt: dayStart(2),
      });
      // Not shown: an unpublished door reward and a reward of another special.
      await makeReward(t.db, {
        title: 'Entwurf',
        type: 'buy',
        delivery: 'coupon',
        specialSlug: ADVENT_SLUG,
        startsAt: dayStart(0),
        endsAt: dayStart(1),
        published: false,
        position: -1,
      });
      await makeReward(t.db, { title: 'Fremd', type: 'buy', delivery: 'coupon', specialSlug: 'andere-aktion', startsAt: dayStart(0), endsAt: dayStart(1) });
    });

    it('doors opened, today and locked; a locked door keeps its secret', async () => {
      const [status, body] = (await get(`/api/specials/${ADVENT_SLUG}`)) as [number, SpecialDetail];
      expect(status).toBe(200);
      expect(body.kind).toBe('advent');
      const detail = body.detail as AdventDetail;
      expect(detail.today).toBe(2);
      expect(detail.doors).toHaveLength(24);
      expect(detail.doors.slice(0, 3).map((d) => [d.state, d.reward?.id ?? null])).toEqual([
        ['past', door1],
        ['today', door2],
        ['locked', null],
      ]);
      expect(detail.doors[1]!.reward).toMatchObject({ title: 'Türchen 2: Lebkuchen', type: 'buy', cost: 10, raffle: null });
      expect(JSON.stringify(body)).not.toMatch(/Geheimnis|Entwurf|Fremd/);
    });

    it('a member’s units on today’s door; yesterday’s door points to the door the page shows as today’s', async () => {
      const m = await richMember(app, 100);
      await buy(app, m, door2, {});
      const [, body] = (await memberGet(app, `/api/specials/${ADVENT_SLUG}`, m.token)) as [number, SpecialDetail];
      expect((body.detail as AdventDetail).doors[1]!.reward!.my).toEqual({ units: 1, outcome: null });

      // RAFFLE_OVER_ADVENT (lib/server/db/functions/50-redeem.sql) names today's door, a reward to buy here.
      const answer = await reserve(app, m, door1, RAFFLE_CONTACT);
      expectError(answer, 409, 'RAFFLE_OVER_ADVENT');
      expect(answer[1].error.details).toEqual({ door_id: door2, href: `/me/rewards/detail/${door2}` });
      const res = await app.request(`/api/rewards/${door1}?${memberQuery(m)}`);
      expect((await res.json()).today_door).toBe(door2);
    });
  });

  describe('the console: kind, schedule and settings; the rewards of a calendar', () => {
    it('a Halloween special is saved with its kind and schedule, a Black Week with its checked settings; the tagged rewards are listed by slug', async () => {
      const editor = await loginAs(app, await staffMember(t.db, 'editor'));
      const call = (method: string, path: string, body?: unknown) => consoleCall(app, method, `/api/console${path}`, { cookie: editor, body });
      const created = await call('POST', '/specials', {
        slug: 'halloween-konsole',
        title: 'Halloween',
        kind: 'halloween',
        starts_at: dayStart(0).toISOString(),
        ends_at: dayStart(13).toISOString(),
        config: null,
      });
      expect(created.status).toBe(201);
      expect(created.json.live).toMatchObject({ kind: 'halloween', config: null, starts_at: dayStart(0).toISOString(), ends_at: dayStart(13).toISOString() });
      const [row] = await t.db.select().from(specials).where(eq(specials.slug, 'halloween-konsole'));
      expect(row).toMatchObject({ kind: 'halloween', config: {} });
      expect((await call('POST', `/specials/${created.json.id}/publish`)).status).toBe(200);
      const [, shown] = (await get('/api/specials/halloween-konsole')) as [number, SpecialDetail];
      expect((shown.detail as HalloweenDetail).days).toHaveLength(13);

      const lowered = await makeReward(t.db, { title: 'Konsolen-Angebot', cost: 50 });
      const week = await call('POST', '/specials', {
        slug: 'bw-konsole',
        title: 'Black Week',
        kind: 'black_week',
        config: { prices: [{ reward_id: lowered.id, cost: 5 }] },
      });
      expect(week.status).toBe(201);
      expect(week.json.live.config).toEqual({ prices: [{ reward_id: lowered.id, cost: 5 }] });
      const bad = await call('POST', '/specials', { slug: 'bw-falsch', title: 'Black Week', kind: 'black_week', config: { preise: [] } });
      expect(bad.status).toBe(400);
      expect(bad.json.error.details.map((d: { path: string }) => d.path)).toContain('config');

      const door = await makeReward(t.db, {
        title: 'Konsolen-Tag 1',
        type: 'raffle',
        delivery: 'digital',
        specialSlug: 'halloween-konsole',
        startsAt: dayStart(0),
        endsAt: dayStart(1),
      });
      const listed = await call('GET', '/rewards?special=halloween-konsole');
      expect(listed.status).toBe(200);
      expect(listed.json.items.map((r: { id: number }) => r.id)).toEqual([door.id]);
      expect(listed.json.items[0].live.special_slug).toBe('halloween-konsole');
    });
  });

  describe('the common part and the 404s', () => {
    it('a special without rules of its own answers an empty detail', async () => {
      await makeSpecial({ slug: 'sommerfest', kind: 'page', title: 'Sommerfest', content: [{ type: 'posts', title: 'Neues', values: [{ id: 1 }] }] });
      const [status, body] = await get('/api/specials/sommerfest');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        slug: 'sommerfest',
        kind: 'page',
        detail: {},
        starts_at: null,
        ends_at: null,
        content: [{ type: 'posts', title: 'Neues', values: [{ id: 1 }] }],
      });
    });

    it('over or not yet started: still there (its page shows the results or the locked days)', async () => {
      await makeSpecial({ slug: 'halloween-vorbei', kind: 'halloween', startsAt: dayStart(-20), endsAt: dayStart(-7) });
      const [status, body] = (await get('/api/specials/halloween-vorbei')) as [number, SpecialDetail];
      expect(status).toBe(200);
      const detail = body.detail as HalloweenDetail;
      expect(detail.today).toBeNull();
      expect(detail.days.every((d) => d.state === 'past')).toBe(true);
    });

    it('unknown, unpublished and archived slugs → 404 SPECIAL_NOT_FOUND; a malformed slug → 400', async () => {
      await makeSpecial({ slug: 'entwurf', kind: 'advent', published: false });
      await makeSpecial({ slug: 'archiviert', kind: 'advent', archivedAt: new Date() });
      for (const slug of ['gibt-es-nicht', 'entwurf', 'archiviert'])
        expectError(await get(`/api/specials/${slug}`), 404, 'SPECIAL_NOT_FOUND', 'Diese Aktion gibt es nicht (mehr).');
      expectError(await get('/api/specials/Nicht_So'), 400, 'VALIDATION_FAILED');
      // Publishing it makes it visible.
      await t.db.update(specials).set({ published: true }).where(eq(specials.slug, 'entwurf'));
      expect((await get('/api/specials/entwurf'))[0]).toBe(200);
    });

    it('an unknown collector_token is refused as elsewhere; GET /api/specials keeps its shape', async () => {
      expectError(await get(`/api/specials/sommerfest?collector_token=${'x'.repeat(32)}`), 404, 'COLLECTOR_NOT_FOUND');
      const m = await newMember(app);
      const [status, list] = await memberGet(app, '/api/specials', m.token);
      expect(status).toBe(200);
      for (const s of list) expect(Object.keys(s).sort()).toEqual(['content', 'ends_at', 'id', 'menu_link', 'slug', 'starts_at', 'title']);
      expect(list.map((s: { slug: string }) => s.slug)).toEqual(expect.arrayContaining(['halloween-test', ADVENT_SLUG, 'sommerfest']));
      expect(list.map((s: { slug: string }) => s.slug)).not.toContain('halloween-vorbei');
    });
  });
});
