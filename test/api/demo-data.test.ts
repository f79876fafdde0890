// The German demo data agrees with itself: what a raffle's text promises is what its draw gave, and
// the thanks for the donations to the Tafel claims what the fund holds, at the rate the donation names.
import { eq } from 'drizzle-orm';
import { posts, rewards } from '@/lib/server/db/schema';
import { describeEachDatabase, seededApp } from '../helpers/db';
import { assertLedgerConsistent, type App } from '../helpers/loyalty';

type Audit = { winners: number; drawn_at: string | null; entries: { member: number }[]; result: { member: number }[] };

const NUMBER_WORDS = ['Keine', 'Eine', 'Zwei', 'Drei', 'Vier', 'Fünf'];
/** «5.000» → 5000. */
const figure = (text: string) => Number(text.replace(/\./g, ''));

describeEachDatabase('demo data', (t) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await seededApp(t));
  });
  afterEach(async () => assertLedgerConsistent(t.db));

  const get = async (path: string) => (await app.request(path)).json();

  it('every raffle drawn in the demo drew as many winners as it promises, among as many members', async () => {
    const drawn = (await t.db.select().from(rewards).where(eq(rewards.type, 'raffle'))).filter((r) => r.endsAt && r.endsAt < new Date());
    expect(drawn.map((r) => r.title)).toEqual(expect.arrayContaining(['3 × 2 Festspielkarten', 'Fahrradhelm von Velo Ländle']));
    for (const raffle of drawn.filter((r) => !r.specialSlug)) {
      const audit = (await get(`/api/raffles/${raffle.id}/audit`)) as Audit;
      expect(audit.drawn_at).not.toBeNull();
      expect({ title: raffle.title, winners: audit.result.length }).toEqual({ title: raffle.title, winners: raffle.winners });
      expect(new Set(audit.entries.map((e) => e.member)).size).toBeGreaterThanOrEqual(raffle.winners);
    }
    const [fest] = drawn.filter((r) => r.title === '3 × 2 Festspielkarten');
    expect(fest!.description).toMatch(new RegExp(`^${NUMBER_WORDS[fest!.winners]} Gewinnerinnen oder Gewinner`));
  });

  it('the Tafel post claims no more than the fund holds, at the donation’s own rate and goal', async () => {
    const [tafel] = await t.db.select().from(rewards).where(eq(rewards.title, 'Tafel Vorarlberg'));
    const [post] = await t.db.select().from(posts).where(eq(posts.title, 'Danke für eure Spenden an die Tafel'));
    const { fund } = (await get(`/api/rewards/${tafel!.id}`)) as { fund: { goal: number; total: number } };
    const text = `${post!.teaser}\n${post!.body}`;

    // No count of meals: the Räppli say what came together.
    expect(text).not.toMatch(/Mahlzeit/);
    const claimed = [...text.matchAll(/über ([\d.]+) Räppli/g)].map((m) => figure(m[1]!));
    expect(claimed.length).toBeGreaterThan(0);
    for (const n of claimed) expect(n).toBeLessThan(fund.total);

    // The rate and the goal are the donation's, in euros too.
    const rate = /Für jedes Räppli, das du spendest, geben wir (\d+) Cent/;
    const cents = Number(tafel!.details!.match(rate)?.[1]);
    expect(cents).toBeGreaterThan(0);
    expect(post!.body).toMatch(rate);
    expect(post!.body.match(rate)![1]).toBe(String(cents));
    const goal = tafel!.details!.match(/([\d.]+) Räppli sammeln – das sind ([\d.]+) Euro/);
    expect(goal && [figure(goal[1]!), figure(goal[2]!)]).toEqual([fund.goal, (fund.goal * cents) / 100]);
    for (const [, raeppli, euros] of text.matchAll(/über ([\d.]+) Räppli, also mehr als ([\d.]+) Euro/g)) {
      expect(figure(euros!)).toBe((figure(raeppli!) * cents) / 100);
    }
  });
});
