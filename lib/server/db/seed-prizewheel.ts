import 'server-only';
import { count, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { prizewheelSegments, rewards } from './schema';

// The demo's prize wheel (docs/games.md): every outcome kind once, the Räppli with budgets, the pass
// and the cookbook from the demo catalogue. Filled when the table is new.

const PASS = 'Tagespass Premium-Artikel';
const PRIZE = 'Ländle-Kochbuch';

export async function seedPrizewheel(db: Db) {
  const [existing] = await db.select({ n: count() }).from(prizewheelSegments);
  if (Number(existing?.n ?? 0) > 0) return;
  const found = await db
    .select({ id: rewards.id, title: rewards.title })
    .from(rewards)
    .where(inArray(rewards.title, [PASS, PRIZE]));
  const id = (title: string) => found.find((r) => r.title === title)?.id ?? null;
  const segments: (typeof prizewheelSegments.$inferInsert)[] = [
    { label: '10 Räppli', kind: 'points', amount: 10, weight: 30, position: 1 },
    { label: 'Leider nichts', kind: 'nothing', weight: 30, position: 2 },
    { label: 'Tagespass', kind: 'pass', rewardId: id(PASS), weight: 6, dailyBudget: 20, position: 3 },
    { label: 'Nochmal drehen', kind: 'retry', weight: 18, position: 4 },
    { label: '50 Räppli', kind: 'points', amount: 50, weight: 12, dailyBudget: 2_000, position: 5 },
    { label: 'Kochbuch', kind: 'reward', rewardId: id(PRIZE), weight: 4, dailyBudget: 1, position: 6 },
  ];
  // A demo database without those rewards gets the other segments.
  await db.insert(prizewheelSegments).values(segments.filter((s) => (s.kind !== 'pass' && s.kind !== 'reward') || s.rewardId !== null));
}
