// A special's settings through the console's API (docs/specials-black-week-resolutions.md, Console;
// docs/console.md, Specials): a Black Week's prices must lower existing rewards that are not funds,
// each reward once; a resolutions week has at most one goal per day, each within its limits. Bad
// settings → 400 in German, at the row's field, and nothing written; good ones are stored as sent
// and read back.
import { sql } from 'drizzle-orm';
import { applyDefaults } from '@/lib/server/db/defaults';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { rows, type App } from '../helpers/loyalty';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { makeReward } from '../helpers/rewards';

const GOAL = { day: 1, title: 'Lies 3 Artikel', step: 'articleRead', count: 3, bonus: 30 };

describeEachDatabase('console: a special’s Black Week prices and resolutions goals', (t) => {
  let app: App;
  let editor: string;
  let mug: { id: number };
  let fund: { id: number };
  beforeAll(async () => {
    app = makeApp(t.database).app;
    await applyDefaults(t.db);
    editor = await loginAs(app, await staffMember(t.db, 'editor'));
    mug = await makeReward(t.db, { title: 'Konsolentasse', cost: 150 });
    fund = await makeReward(t.db, { title: 'Konsolenspende', type: 'fund', delivery: 'digital', cost: 2 });
  });
  const post = (body: unknown) => consoleCall(app, 'POST', '/api/console/specials', { cookie: editor, body });
  const special = (slug: string, kind: string, config: unknown) => ({
    slug,
    title: 'Test',
    menu_link: null,
    content: [],
    starts_at: null,
    ends_at: null,
    position: 0,
    kind,
    config,
  });
  const issues = (res: { json: { error: { details: { path: string; message: string }[] } } }) => res.json.error.details.map((d) => [d.path, d.message]);
  const count = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from specials`))[0]!.n;

  it('refuses a Black Week price not below the regular one, a fund, an unknown reward and a reward twice', async () => {
    const before = await count();
    const notLower = await post(special('bw-teuer', 'black_week', { prices: [{ reward_id: mug.id, cost: 150 }] }));
    expect(notLower.status).toBe(400);
    expect(notLower.json.error.code).toBe('VALIDATION_FAILED');
    expect(issues(notLower)).toEqual([['config.prices.0.cost', 'Der Black-Week-Preis muss unter dem regulären Preis von 150 Räppli liegen.']]);
    const others = await post(
      special('bw-andere', 'black_week', {
        prices: [
          { reward_id: fund.id, cost: 1 },
          { reward_id: 99_999_999, cost: 1 },
        ],
      }),
    );
    expect(others.status).toBe(400);
    expect(issues(others)).toEqual([
      ['config.prices.0.reward_id', 'Eine Spende hat keinen Black-Week-Preis: Ihr Preis ist der Wert je gespendeter Einheit.'],
      ['config.prices.1.reward_id', 'Diese Prämie gibt es nicht (mehr).'],
    ]);
    const twice = await post(
      special('bw-doppelt', 'black_week', {
        prices: [
          { reward_id: mug.id, cost: 75 },
          { reward_id: mug.id, cost: 70 },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(issues(twice)).toEqual([['config.prices.1.reward_id', 'Diese Prämie hat schon einen Black-Week-Preis.']]);
    const negative = await post(special('bw-minus', 'black_week', { prices: [{ reward_id: mug.id, cost: -5 }] }));
    expect(negative.status).toBe(400);
    // what is wrong, not «Bitte ausfüllen.»
    expect(issues(negative)).toEqual([['config.prices.0.cost', 'Bitte keine negative Zahl angeben.']]);
    const half = await post(special('bw-halb', 'black_week', { prices: [{ reward_id: mug.id, cost: 7.5 }] }));
    expect(issues(half)).toEqual([['config.prices.0.cost', 'Bitte eine ganze Zahl angeben.']]);
    expect(await count()).toBe(before);
  });

  it('refuses two goals for one day, a day outside 1–7, a count or bonus below 1 and an empty title', async () => {
    const before = await count();
    const twice = await post(special('vorsatz-doppelt', 'resolutions', { goals: [GOAL, { ...GOAL, title: 'Noch eins' }] }));
    expect(twice.status).toBe(400);
    expect(issues(twice)).toEqual([['config.goals.1.day', 'Für diesen Tag gibt es schon ein Ziel – jeder Tag hat höchstens eins.']]);
    const bad = await post(special('vorsatz-falsch', 'resolutions', { goals: [{ ...GOAL, day: 8, count: 0, bonus: 0, title: ' ' }] }));
    expect(bad.status).toBe(400);
    const paths = issues(bad);
    expect(paths.map(([p]) => p).sort()).toEqual(['config.goals.0.bonus', 'config.goals.0.count', 'config.goals.0.day', 'config.goals.0.title']);
    expect(paths.find(([p]) => p === 'config.goals.0.day')![1]).toBe('Ein Tag der Woche von 1 bis 7.');
    expect(paths.find(([p]) => p === 'config.goals.0.title')![1]).toBe('Bitte ausfüllen.');
    expect(paths.find(([p]) => p === 'config.goals.0.count')![1]).toBe('Bitte mindestens 1 angeben.');
    expect(paths.find(([p]) => p === 'config.goals.0.bonus')![1]).toBe('Bitte mindestens 1 angeben.');
    expect(await count()).toBe(before);
  });

  it('stores good settings as sent and reads them back the same', async () => {
    const prices = { prices: [{ reward_id: mug.id, cost: 75 }] };
    const week = await post(special('bw-gut', 'black_week', prices));
    expect(week.status).toBe(201);
    expect(week.json.live.config).toEqual(prices);
    const goals = { goals: [{ ...GOAL, day: 2 }, GOAL] };
    const resolutions = await post(special('vorsatz-gut', 'resolutions', goals));
    expect(resolutions.status).toBe(201);
    const read = await consoleCall(app, 'GET', `/api/console/specials/${resolutions.json.id}`, { cookie: editor });
    expect(read.json.live.config).toEqual(goals);
  });
});
