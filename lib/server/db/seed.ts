import 'server-only';
import { setPassword } from '@/lib/server/sso/users';
import { seedPrizewheel } from './seed-prizewheel';
import { seedQuizzes } from './seed-quizzes';
import { seedCommunity } from './seed-community';
import { bookAt } from './booked-at';
import { seedVouchers } from './seed-vouchers';
import { seedPostsAndFaq } from './seed-posts';
import { seedLevelUpPopup, seedNotificationPopups } from './seed-notifications';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from './client';
import { collectors, redirectRules, rewards, specials, ssoUsers, staff } from './schema';
import { createStaff } from '@/lib/server/console/staff';
import { hashPassword, randomPassword } from '@/lib/server/console/passwords';
import { applyDefaults } from './defaults';
import { createAnonymousCollector, ensureIdentifiedCollector } from '@/lib/server/services/collectors';
import { creditTx, lockCollector } from '@/lib/server/money/ledger';
import { earnTx } from '@/lib/server/services/earning';
import { creditExpiry } from '@/lib/domain/ledger';
import type { ReserveBody } from '@/lib/contracts/rewards';
import { redeemTx } from '@/lib/server/services/redeem';
import { drawRaffle } from '@/lib/server/services/raffles';
import { demoRewards, demoSpecials, demoRedirects } from './seed-data';

/** A demo account's sign-in made by this seed: shown once, in the start banner (nowhere else). */
export type DemoLogin = { login: string; role: 'editor' | 'operator' | 'member'; password: string };
export type DemoMembers = { anonymous: string; identified: { collectorToken: string; hash: string; token: string }; logins: DemoLogin[] };

const DEMO_USER = { id: 'demo-anna', username: 'anna', email: 'anna.muster@example.org', firstname: 'Anna', lastname: 'Muster' };

/**
 * A demo account's password (docs/console.md, "Demo accounts"): DEMO_PASSWORD when the settings name
 * one (test servers), else a random one per account and database — never one printed anywhere else,
 * so a production start with the demo has no password a stranger knows.
 */
export const demoPassword = (config: Pick<Config, 'DEMO_PASSWORD'>) => config.DEMO_PASSWORD ?? randomPassword();

/**
 * Seeds the German demo catalogue and demo members on top of the defaults (applied here too, so
 * the seed script and tests get them); safe to call on every start (each part only once).
 */
export async function seedDemo(db: Db, config: Config): Promise<DemoMembers> {
  await applyDefaults(db);
  const endedRaffles = await seedCatalogue(db, config);
  const staffLogins = await seedDemoStaff(db, config);
  const members = await ensureDemoMembers(db, config);
  // The demo's raffles that are already over show their draw from the start; nothing else is
  // drawn here: raffles that end later wait for the reward job (EXPIRY_JOB_INTERVAL_MS; 0: never).
  for (const id of endedRaffles) await drawRaffle(db, config, id);
  return { ...members, logins: [...staffLogins, ...members.logins] };
}

/** The demo console's editor and operator (README, "Console"); an admin comes from the settings. */
export const DEMO_STAFF = [
  { email: 'redaktion@raeppli.example', name: 'Rita Redaktion', role: 'editor' },
  { email: 'betrieb@raeppli.example', name: 'Otto Betrieb', role: 'operator' },
] as const;

/** The demo staff, once per database, each with its own password (demoPassword). */
async function seedDemoStaff(db: Db, config: Config): Promise<DemoLogin[]> {
  const [existing] = await db
    .select({ n: count() })
    .from(staff)
    .where(
      inArray(
        staff.email,
        DEMO_STAFF.map((s) => s.email),
      ),
    );
  if (Number(existing?.n ?? 0) > 0) return [];
  const logins: DemoLogin[] = [];
  for (const s of DEMO_STAFF) {
    const password = demoPassword(config);
    await createStaff(db, null, { ...s, password });
    logins.push({ login: s.email, role: s.role, password });
  }
  return logins;
}

/**
 * `npm run console:demo-passwords`: new passwords for the demo accounts that exist (the ones printed
 * at the first start are not kept anywhere), as the banner shows them.
 */
export async function renewDemoPasswords(db: Db, config: Config): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  for (const s of DEMO_STAFF) {
    const password = demoPassword(config);
    const updated = await db
      .update(staff)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(staff.email, s.email))
      .returning({ id: staff.id });
    if (updated.length) logins.push({ login: s.email, role: s.role, password });
  }
  const [anna] = await db.select({ id: ssoUsers.id }).from(ssoUsers).where(eq(ssoUsers.id, DEMO_USER.id));
  if (anna) {
    const password = demoPassword(config);
    await setPassword(db, DEMO_USER.id, password);
    logins.push({ login: DEMO_USER.username, role: 'member', password });
  }
  return logins;
}

const isEmpty = async (db: Db, table: typeof rewards | typeof redirectRules) => ((await db.select({ n: count() }).from(table)) as [{ n: number }])[0].n === 0;

/**
 * Each demo table is filled when it is new, so a database from an older version gets the newer
 * parts. Returns the ids of the demo raffles it added that are already over.
 */
async function seedCatalogue(db: Db, config: Config): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.insert(specials).values(demoSpecials(new Date(), config.TIMEZONE)).onConflictDoNothing();
    const now = new Date();
    const added = (await isEmpty(tx, rewards))
      ? await tx.insert(rewards).values(demoRewards(config, now)).returning({ id: rewards.id, type: rewards.type, endsAt: rewards.endsAt })
      : [];
    // Once: editors may take a demo rule offline (a path is unique only among published rules).
    if (await isEmpty(tx, redirectRules)) await tx.insert(redirectRules).values(demoRedirects);
    await seedPrizewheel(tx);
    await seedQuizzes(tx, new Date());
    await seedVouchers(tx, new Date());
    await seedPostsAndFaq(tx, new Date());
    await seedNotificationPopups(tx);
    return added.filter((r) => r.type === 'raffle' && r.endsAt && r.endsAt <= now).map((r) => r.id);
  });
}

const DAY_MS = 24 * 3600 * 1000;

async function ensureDemoMembers(db: Db, config: Config): Promise<DemoMembers> {
  const logins: DemoLogin[] = [];
  const [existing] = await db
    .select({ token: collectors.token })
    .from(collectors)
    .where(sql`${collectors.meta}->>'_demo' = 'anonymous'`)
    .limit(1);
  const anonymous = existing?.token ?? (await createAnonymousCollector(db, { _demo: 'anonymous' })).token;

  // Anna has a week of history behind her: she saw the welcome slideshow on her first visit, so her
  // demo URL opens the overview itself (the anonymous newcomer still gets the slideshow).
  const firstVisit = new Date(Date.now() - 7 * DAY_MS).toISOString();
  const identified = await ensureIdentifiedCollector(db, DEMO_USER, config.SSO_SECRET, { _demo: 'identified', onboarding_welcome: firstVisit });
  if (identified.created) {
    await seedDemoHistory(db, config, identified.collector.id);
    await seedLevelUpPopup(db, identified.collector.id);
  }
  // Anna's password at our SSO: the profile's password form and the sign-in page /login need one
  // (also for a demo database from before passwords existed).
  const [anna] = await db.select({ passwordHash: ssoUsers.passwordHash }).from(ssoUsers).where(eq(ssoUsers.id, DEMO_USER.id));
  if (anna && !anna.passwordHash) {
    const password = demoPassword(config);
    await setPassword(db, DEMO_USER.id, password);
    logins.push({ login: DEMO_USER.username, role: 'member', password });
  }
  await seedCommunity(db, config, identified.collector);
  return {
    anonymous,
    identified: { collectorToken: identified.collector.token, hash: identified.hash, token: identified.token },
    logins,
  };
}

/**
 * The identified demo member's week, in time order (each entry booked on its day, bookAt in
 * lib/server/db/booked-at.ts, so her statement reads as the week it tells of): a welcome bonus and a
 * thank-you bonus a week ago, visits on the six days before today and twelve articles read (370
 * Räppli earned: level 2, the first badge), and her rewards redeemed through the real flow on those
 * days — a coupon, a pass, a donation and raffle tickets (two raffles already drawn: she won a
 * digital and a shipped prize, not yet claimed). The thank-you bonus pays for them, so her balance
 * stays what her history earned; it is not earned activity, so her level stays too.
 */
async function seedDemoHistory(db: Db, config: Config, collectorId: number) {
  const now = Date.now();
  const catalogue = await db.select({ id: rewards.id, title: rewards.title }).from(rewards);
  const id = (title: string) => catalogue.find((r) => r.title === title)?.id;
  const spends: [rewardId: number | undefined, body: ReserveBody, daysAgo: number][] = [
    [id('Fahrradhelm von Velo Ländle'), { tickets: 2, email: DEMO_USER.email, accept_terms: true }, 6],
    [id('3 × 2 Festspielkarten'), { tickets: 3, email: DEMO_USER.email, accept_terms: true }, 5],
    [id('Kaffee im Stadtcafé'), {}, 4],
    [id('Tagespass Premium-Artikel'), {}, 3],
    [id('Tafel Vorarlberg'), { amount: 50 }, 3],
    [id('Wochenende am Bodensee'), { tickets: 2, email: DEMO_USER.email, accept_terms: true }, 2],
  ];
  await db.transaction(async (tx) => {
    // In time order: the statement lists entries as they were written, and the weekly leaderboard
    // follows each credit's week.
    const weekAgo = new Date(now - 7 * DAY_MS);
    // The team's credits of that day expire together, as every credit of one day does.
    const weekAgoExpiry = creditExpiry(weekAgo, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE);
    await bookAt(tx, weekAgo);
    let collector = (await lockCollector(tx, { id: collectorId }))!;
    await creditTx(tx, collector.id, {
      amount: 250,
      kind: 'adjustment',
      reason: 'adjustment',
      params: { text: 'Willkommensbonus' },
      reference: 'staff',
      idempotencyKey: 'seed:welcome',
      expiresAt: weekAgoExpiry,
    });
    await creditTx(tx, collector.id, {
      amount: 290,
      kind: 'adjustment',
      reason: 'adjustment',
      params: { text: 'Dankeschön für deine Umfrage-Teilnahme' },
      reference: 'staff',
      idempotencyKey: 'seed:orders',
      earned: false,
      expiresAt: weekAgoExpiry,
    });
    for (let day = 6; day >= 1; day--) {
      const at = new Date(now - day * DAY_MS);
      await bookAt(tx, at);
      collector = (await lockCollector(tx, { id: collectorId }))!;
      await earnTx(tx, config, collector, { step: 'dailyVisit', data: {}, now: at });
      // Twelve articles over the last three days.
      for (let article = 1; article <= 12; article++) {
        if (1 + (article % 3) !== day) continue;
        collector = (await lockCollector(tx, { id: collectorId }))!;
        await earnTx(tx, config, collector, { step: 'articleRead', data: { article_id: `demo-${article}` }, now: at });
      }
      for (const [rewardId, body, daysAgo] of spends) {
        if (rewardId && daysAgo === day) await redeemTx(tx, config, collectorId, rewardId, body, at);
      }
    }
  });
}

export function demoUrls(config: Config, demo: DemoMembers) {
  const base = config.SITE_URL.replace(/\/$/, '');
  const id = demo.identified;
  return {
    anonymous: `${base}/me/overview?collector_token=${demo.anonymous}`,
    identified: `${base}/me/overview?collector_token=${id.collectorToken}&hash=${id.hash}&token=${encodeURIComponent(id.token)}`,
  };
}

const ROLE_NAMES: Record<DemoLogin['role'], string> = { editor: 'Redaktion', operator: 'Betrieb', member: 'Mitglied /login' };

/**
 * The start banner's lines for the demo: its two URLs, and the sign-ins this start made, each once
 * (with DEMO_PASSWORD the settings already know them, so they are not printed).
 */
export function demoBanner(config: Config, demo: DemoMembers): string[] {
  const urls = demoUrls(config, demo);
  const lines = [`Demo anonym:        ${urls.anonymous}`, `Demo angemeldet:    ${urls.identified}`];
  if (config.DEMO_PASSWORD) return lines;
  return [...lines, ...demoLoginLines(demo.logins)];
}

/** The demo sign-ins as the banner and `npm run console:demo-passwords` print them. */
export function demoLoginLines(logins: readonly DemoLogin[]): string[] {
  if (!logins.length) return [];
  return [
    'Demo-Zugänge (nur jetzt angezeigt; neue mit npm run console:demo-passwords):',
    ...logins.map((l) => `  ${ROLE_NAMES[l.role].padEnd(16)} ${l.login.padEnd(28)} ${l.password}`),
  ];
}
