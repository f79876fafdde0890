import 'server-only';
import { eq } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { ReserveBody } from '@/lib/contracts/rewards';
import { lockCollector } from '@/lib/server/money/ledger';
import { ensureIdentifiedCollector, type Collector } from '@/lib/server/services/collectors';
import { earnTx } from '@/lib/server/services/earning';
import { requestFriend } from '@/lib/server/services/friends';
import { redeemTx } from '@/lib/server/services/redeem';
import { bookAt } from './booked-at';
import type { Db } from './client';
import { rewards } from './schema';

// The demo's other readers (README, "Demo members"): a dozen identified members whose Räppli come
// from the real earning rules over the last weeks, so the leaderboard has a top, Anna has
// neighbours on both sides and this week's board differs from the total one; three of them are
// Anna's friends or asking to be, and six have spent some of their Räppli (SPENDS).

const DAY_MS = 24 * 3600 * 1000;

/** A reader: how many of the last 28 days they came by, how many articles a visit, how many of those days are this week's last few. */
type Reader = { username: string; firstname: string; lastname: string; days: number; articles: number; recent: number };

const READERS: Reader[] = [
  { username: 'lukas_feldkirch', firstname: 'Lukas', lastname: 'Berger', days: 24, articles: 4, recent: 3 },
  { username: 'sophie.b', firstname: 'Sophie', lastname: 'Bachmann', days: 20, articles: 3, recent: 2 },
  { username: 'bergfex', firstname: 'Martin', lastname: 'Fink', days: 18, articles: 4, recent: 0 },
  { username: 'leselust', firstname: 'Maria', lastname: 'Huber', days: 15, articles: 3, recent: 3 },
  { username: 'dornbirner', firstname: 'Thomas', lastname: 'Mähr', days: 12, articles: 2, recent: 1 },
  { username: 'seeblick', firstname: 'Julia', lastname: 'Kessler', days: 10, articles: 3, recent: 2 },
  { username: 'rheintalerin', firstname: 'Laura', lastname: 'Gmeiner', days: 9, articles: 2, recent: 0 },
  { username: 'montafon_max', firstname: 'Max', lastname: 'Tschofen', days: 7, articles: 2, recent: 2 },
  { username: 'kaffeeundzeitung', firstname: 'Eva', lastname: 'Rauch', days: 6, articles: 1, recent: 1 },
  { username: 'bregenzerwald', firstname: 'Jakob', lastname: 'Metzler', days: 4, articles: 2, recent: 0 },
  { username: 'neu_hier', firstname: 'Lena', lastname: 'Summer', days: 2, articles: 1, recent: 1 },
];

/**
 * What some readers spent, through the real redeem flow, days ago: tickets in the drawn
 * «3 × 2 Festspielkarten», so its three prizes went to three members (Anna, seed.ts, is the
 * third), and donations to the Tafel, so with Anna's 50 the fund holds the «über 500 Räppli» the
 * demo post thanks for (seed-posts.ts).
 */
const SPENDS: Record<string, [title: string, body: ReserveBody, daysAgo: number][]> = {
  'sophie.b': [
    ['3 × 2 Festspielkarten', { tickets: 2 }, 9],
    ['Tafel Vorarlberg', { amount: 80 }, 2],
  ],
  bergfex: [
    ['3 × 2 Festspielkarten', { tickets: 1 }, 12],
    ['Tafel Vorarlberg', { amount: 150 }, 5],
  ],
  lukas_feldkirch: [['Tafel Vorarlberg', { amount: 120 }, 2]],
  dornbirner: [['Tafel Vorarlberg', { amount: 40 }, 4]],
  seeblick: [['Tafel Vorarlberg', { amount: 60 }, 3]],
  kaffeeundzeitung: [['Tafel Vorarlberg', { amount: 30 }, 2]],
};

/** Anna's friends (accepted) and the reader who asked her (pending). */
const FRIENDS = ['lukas_feldkirch', 'seeblick'];
const ASKING = 'leselust';

/** Seeds the readers once (a database that has them keeps them); each one's history in one transaction. */
export async function seedCommunity(db: Db, config: Config, anna: Collector) {
  const now = Date.now();
  const made = new Map<string, number>();
  for (const [i, reader] of READERS.entries()) {
    const user = {
      id: `demo-${reader.username.replace(/[^a-z]/g, '')}`,
      username: reader.username,
      email: `${reader.username.replace(/[^a-z]/g, '')}@example.org`,
      firstname: reader.firstname,
      lastname: reader.lastname,
    };
    const { collector, created } = await ensureIdentifiedCollector(db, user, config.SSO_SECRET, {
      _demo: 'community',
      onboarding_welcome: new Date(now - 28 * DAY_MS).toISOString(),
    });
    made.set(reader.username, collector.id);
    if (!created) continue;
    const spends = SPENDS[reader.username] ?? [];
    await db.transaction(async (tx) => {
      // The `recent` visits are today and the days before it; the others spread over the four weeks
      // before. Oldest first, each day booked on its day (bookAt), spends after that day's visit: the
      // statement lists entries as they were written, and the weekly leaderboard follows each
      // credit's week in time order.
      const visits = Array.from({ length: reader.days }, (_, d) =>
        d < reader.recent ? d : reader.recent + 3 + Math.floor(((d - reader.recent) * 24) / Math.max(1, reader.days - reader.recent)),
      ).sort((a, b) => b - a);
      const days = [...new Set([...visits, ...spends.map(([, , ago]) => ago)])].sort((a, b) => b - a);
      for (const ago of days) {
        const at = new Date(now - ago * DAY_MS);
        await bookAt(tx, at);
        const d = visits.indexOf(ago);
        if (d >= 0) {
          await earnTx(tx, config, (await lockCollector(tx, { id: collector.id }))!, { step: 'dailyVisit', data: {}, now: at });
          for (let a = 0; a < reader.articles; a++) {
            await earnTx(tx, config, (await lockCollector(tx, { id: collector.id }))!, {
              step: 'articleRead',
              data: { article_id: `demo-${i}-${d}-${a}` },
              now: at,
            });
          }
        }
        for (const [title, body, daysAgo] of spends) {
          if (daysAgo === ago) await spend(tx, config, collector.id, user.email, title, body, at);
        }
      }
    });
    if (FRIENDS.includes(reader.username)) {
      await requestFriend(db, collector, 'anna');
      await requestFriend(db, anna, reader.username); // both asked: friends
    } else if (reader.username === ASKING) {
      await requestFriend(db, collector, 'anna');
    }
  }
  return made.size;
}

/** One spend; raffle tickets give the reader's e-mail and accept the terms. A reward the catalogue lacks is skipped. */
async function spend(tx: Db, config: Config, collectorId: number, email: string, title: string, body: ReserveBody, at: Date) {
  const [reward] = await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.title, title));
  if (!reward) return;
  await lockCollector(tx, { id: collectorId });
  await redeemTx(tx, config, collectorId, reward.id, body.tickets ? { ...body, email, accept_terms: true } : body, at);
}
