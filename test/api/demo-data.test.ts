// The German demo data agrees with itself: what a raffle's text promises is what its draw gave, the
// thanks for the donations to the Tafel claims what the fund holds, at the rate the donation names,
// and each member's statement tells the days its history is about, in the order it was written; every credit expires.
import { asc, eq, sql } from 'drizzle-orm';
import { collectors, ledgerEntries, orders, posts, rewards } from '@/lib/server/db/schema';
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

  it('each demo member’s statement is written in time order, over the days it tells of, and an order’s debit is booked when it was placed', async () => {
    const entries = await t.db
      .select({ id: ledgerEntries.id, collectorId: ledgerEntries.collectorId, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .orderBy(asc(ledgerEntries.id));
    const last = new Map<number, Date>();
    for (const e of entries) {
      const before = last.get(e.collectorId);
      if (before) expect({ id: e.id, at: e.createdAt >= before }).toEqual({ id: e.id, at: true });
      last.set(e.collectorId, e.createdAt);
    }

    // Anna's week: from a week ago to yesterday, not all of it today.
    const [anna] = await t.db
      .select({ id: collectors.id })
      .from(collectors)
      .where(sql`${collectors.meta}->>'_demo' = 'identified'`);
    const hers = entries.filter((e) => e.collectorId === anna!.id).map((e) => e.createdAt.getTime());
    const day = 24 * 3600 * 1000;
    expect(Math.round((Date.now() - Math.min(...hers)) / day)).toBe(7);
    expect(Math.round((Date.now() - Math.max(...hers)) / day)).toBe(1);

    // Every order's debit has the order's time.
    const placed = await t.db
      .select({ orderedAt: orders.createdAt, bookedAt: ledgerEntries.createdAt })
      .from(orders)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, orders.debitEntryId));
    expect(placed.length).toBeGreaterThanOrEqual(6);
    for (const o of placed) expect(o.bookedAt.toISOString()).toBe(o.orderedAt.toISOString());
  });

  it('every credit of the demo expires, as the ledger’s rules give every credit a date (the team’s thanks too)', async () => {
    const open = await t.db
      .select({ collector: ledgerEntries.collectorId, kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.amount} > 0 and ${ledgerEntries.expiresAt} is null`);
    expect(open).toEqual([]);
  });
});
