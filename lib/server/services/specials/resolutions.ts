import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getConfig, type Config } from '@/lib/config';
import { resolutionsConfigSchema, type SpecialConfig } from '@/lib/contracts/specials';
import type { ResolutionDay, ResolutionsDetail } from '@/lib/contracts/resolutions';
import type { Db } from '@/lib/server/db/client';
import { rawRows } from '@/lib/server/db/raw';
import { collectors, ledgerEntries } from '@/lib/server/db/schema';
import { specialPhase } from '@/lib/domain/black-week';
import { creditExpiry } from '@/lib/domain/ledger';
import { resolutionDate, resolutionDay, weekDays } from '@/lib/domain/resolutions';
import { creditTx, lockCollector } from '@/lib/server/money/ledger';
import { cachedResolutionWeeks } from '@/lib/server/services/catalog-cache';
import { checkLevelUp } from '@/lib/server/services/progress';
import type { SpecialKindContext, SpecialKindModule, SpecialRow } from '@/lib/server/services/special-kinds';

// New Year resolutions week (docs/specials-black-week-resolutions.md): a goal per day, an earning
// step to do `count` times that day. Progress is the member's activity rows of that step and
// business day; the bonus is credited once per member and goal (the ledger's idempotency key
// `resolution:<special>:<day>`) right after the event that meets it, and any met goal not yet
// credited (a failed follow-up) on the member's next read of the special.

type Goal = SpecialConfig<'resolutions'>['goals'][number];
type Settings = Pick<Config, 'TIMEZONE' | 'POINTS_EXPIRY_MONTHS'>;

/** The special's goals by day; a config that does not parse has none (it never stops an event). */
export function goalsOf(special: Pick<SpecialRow, 'config'>): Map<number, Goal> {
  const parsed = resolutionsConfigSchema.safeParse(special.config);
  return new Map(parsed.success ? parsed.data.goals.map((g) => [g.day, g]) : []);
}

const goalKey = (specialId: number, day: number) => `resolution:${specialId}:${day}`;

/**
 * The member's steps of `step` on a business day: distinct items (an article read twice is one),
 * each event of a step without items; events without their item (missing_item) do not count.
 * Events beyond the earning caps count: the goal is about the reading, not the Räppli.
 */
async function stepsOnDay(db: Db, collectorId: number, step: string, day: string): Promise<number> {
  const [row] = await rawRows<{ n: string | number }>(
    db,
    `select count(distinct coalesce(item_key, id::text)) as n from activity_events
      where collector_id = $1 and step = $2 and business_day = $3::date and outcome <> 'missing_item'`,
    [collectorId, step, day],
  );
  return Number(row?.n ?? 0);
}

/**
 * Credits day `day`'s goal when the member met it on its day: in one transaction under the member's
 * lock (steps counted after the lock see every event committed before), once by the ledger key —
 * concurrent events that both meet the goal write one credit. True when this call credited it.
 */
async function settleGoal(db: Db, settings: Settings, special: SpecialRow, goal: Goal, collectorId: number, now: Date): Promise<boolean> {
  if (!special.startsAt) return false;
  const date = resolutionDate(special.startsAt, goal.day, settings.TIMEZONE);
  return db.transaction(async (tx) => {
    const collector = await lockCollector(tx, { id: collectorId });
    if (!collector || collector.optedOutAt || collector.mergedIntoId) return false;
    if ((await stepsOnDay(tx, collectorId, goal.step, date)) < goal.count) return false;
    const entry = await creditTx(tx, collectorId, {
      amount: goal.bonus,
      kind: 'earn',
      reason: 'resolution',
      params: { title: goal.title },
      reference: `special:${special.slug}`,
      idempotencyKey: goalKey(special.id, goal.day),
      expiresAt: creditExpiry(now, settings.POINTS_EXPIRY_MONTHS, settings.TIMEZONE),
      data: { special_id: special.id, day: goal.day, step: goal.step, count: goal.count },
    });
    if (entry === null) return false;
    const anonymous = collector.ssoUserId === null;
    await checkLevelUp(tx, { id: collectorId, anonymous }, collector.lifetimeEarned, collector.lifetimeEarned + goal.bonus);
    return true;
  });
}

/**
 * After an earning event of `step` at `at` (host events, the daily visit): the goals of that day,
 * in the published resolutions weeks, that ask for this step, settled for the member. Costs a
 * cached lookup when no week has such a goal today.
 */
export async function settleResolutionGoals(db: Db, settings: Settings, collectorId: number, step: string, at: Date): Promise<number> {
  let credited = 0;
  for (const special of await cachedResolutionWeeks(db)) {
    const day = resolutionDay(special, at, settings.TIMEZONE);
    const goal = day === null ? undefined : goalsOf(special).get(day);
    if (goal?.step === step && (await settleGoal(db, settings, special, goal, collectorId, at))) credited++;
  }
  return credited;
}

/** The member's activity per (business day, step) over the week, and which goals' bonuses are credited. */
async function memberWeek(db: Db, collectorId: number, special: SpecialRow, dates: string[]) {
  const rows = await rawRows<{ day: string; step: string; n: string | number }>(
    db,
    `select business_day::text as day, step, count(distinct coalesce(item_key, id::text)) as n from activity_events
      where collector_id = $1 and business_day between $2::date and $3::date and outcome <> 'missing_item'
      group by 1, 2`,
    [collectorId, dates[0], dates[dates.length - 1]],
  );
  const steps = new Map(rows.map((r) => [`${r.day}|${r.step}`, Number(r.n)]));
  const keys = dates.map((_, i) => goalKey(special.id, i + 1));
  const credits = await db
    .select({ key: ledgerEntries.idempotencyKey, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.collectorId, collectorId), inArray(ledgerEntries.idempotencyKey, keys)));
  return { steps, credited: new Map(credits.map((c) => [c.key, c.amount])) };
}

/** The member a token addressed: the identified account after a merge. */
async function effectiveMember(db: Db, collectorId: number | null): Promise<number | null> {
  if (collectorId === null) return null;
  const [row] = await db.select({ id: collectors.id, mergedIntoId: collectors.mergedIntoId }).from(collectors).where(eq(collectors.id, collectorId));
  return row ? (row.mergedIntoId ?? row.id) : null;
}

/** GET /api/specials/{slug}'s part for a resolutions week; the read settles a met goal a failed follow-up left uncredited. */
export async function resolutionsDetail(db: Db, settings: Settings, special: SpecialRow, asked: number | null, now: Date): Promise<ResolutionsDetail> {
  const goals = goalsOf(special);
  const days = weekDays(special, now, settings.TIMEZONE);
  const collectorId = await effectiveMember(db, asked);
  let week =
    collectorId !== null && days.length > 0
      ? await memberWeek(
          db,
          collectorId,
          special,
          days.map((d) => d.date),
        )
      : null;
  if (week && collectorId !== null) {
    const due = days.filter((d) => {
      const goal = goals.get(d.day);
      return goal && d.when !== 'future' && (week!.steps.get(`${d.date}|${goal.step}`) ?? 0) >= goal.count && !week!.credited.has(goalKey(special.id, d.day));
    });
    let settled = false;
    for (const d of due) settled = (await settleGoal(db, settings, special, goals.get(d.day)!, collectorId, now)) || settled;
    if (settled)
      week = await memberWeek(
        db,
        collectorId,
        special,
        days.map((d) => d.date),
      );
  }
  const list: ResolutionDay[] = days.map((d) => {
    const goal = goals.get(d.day) ?? null;
    const done = goal && week && d.when !== 'future' ? (week.steps.get(`${d.date}|${goal.step}`) ?? 0) : null;
    const credited = Boolean(week?.credited.has(goalKey(special.id, d.day)));
    return {
      day: d.day,
      date: d.date,
      when: d.when,
      goal: goal ? { title: goal.title, step: goal.step, count: goal.count, bonus: goal.bonus } : null,
      progress: goal && done !== null ? Math.min(done, goal.count) : null,
      met: credited || (goal !== null && done !== null && done >= goal.count),
      credited,
    };
  });
  return {
    phase: specialPhase(special, now),
    today: resolutionDay(special, now, settings.TIMEZONE),
    days: list,
    bonus_credited: week ? [...week.credited.values()].reduce((a, b) => a + b, 0) : 0,
    member: collectorId !== null,
  };
}

export const resolutions: SpecialKindModule = {
  // TIMEZONE and the credits' expiry: the settings the common part hands over, else the process's.
  detail: (ctx: SpecialKindContext & { config?: Config }) => resolutionsDetail(ctx.db, ctx.config ?? getConfig(), ctx.special, ctx.collectorId, ctx.now),
};
