import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { NotificationList } from '@/lib/contracts/notifications';
import type { Db } from '@/lib/server/db/client';
import { notifications, ssoUsers } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { creditExpiry } from '@/lib/domain/ledger';
import {
  dueNotifications,
  EVENT_KINDS,
  type Due,
  type LivePopup,
  type MemberFacts,
  type NotificationKind,
  type SpecialDayToday,
} from '@/lib/domain/notifications';
import { calendarDays, dayState, rewardDay } from '@/lib/domain/special-days';
import { ApiError } from '@/lib/server/errors';
import { creditTx, lockCollector } from '@/lib/server/money/ledger';
import { cachedCalendarSpecials, cachedNotificationPopups } from './catalog-cache';
import type { Member } from './collectors';
import { renderNotification, type NotificationRow } from './notification-items';

// A member's notification popups (docs/notifications.md). Badges and level-ups are written when they
// happen (progress.ts), a raffle win by the draw; every other kind is worked out when the member's
// notifications are read: what is due today gets its row once per member and key (kind + period),
// the birthday with its gift in the same transaction. A row of a worked-out kind is listed only while
// it is still due (a special day's popup is not shown the day after).

/** How many unseen popups a read answers at most (newest first). */
const LIST_LIMIT = 50;

/** What the rules need to know about the member: identified or not, personal data, balance. */
export async function memberFacts(db: Db, member: Member): Promise<MemberFacts> {
  const c = member.collector;
  const [personal] = c.ssoUserId
    ? await db
        .select({
          firstname: ssoUsers.firstname,
          lastname: ssoUsers.lastname,
          email: ssoUsers.email,
          birthday: ssoUsers.birthday,
          street: ssoUsers.street,
          street_nr: ssoUsers.streetNr,
          postcode: ssoUsers.postcode,
          city: ssoUsers.city,
        })
        .from(ssoUsers)
        .where(eq(ssoUsers.id, c.ssoUserId))
    : [];
  return {
    anonymous: c.ssoUserId === null,
    optedOut: c.optedOutAt !== null,
    subscriber: member.subscriber,
    balance: c.pointsAvailable,
    personal: personal ?? null,
  };
}

/** The calendar specials' days open now that have their reward or raffle (docs/specials.md). */
export async function specialDaysToday(db: Db, timeZone: string, now: Date): Promise<SpecialDayToday[]> {
  const found: SpecialDayToday[] = [];
  for (const { special, rewards } of await cachedCalendarSpecials(db)) {
    const today = calendarDays(special.startsAt, special.endsAt, timeZone).find((d) => dayState(d, now) === 'today');
    const reward = today && rewards.find((r) => rewardDay(r, timeZone) === today.day);
    if (!today || !reward) continue;
    found.push({
      specialId: special.id,
      slug: special.slug,
      kind: special.kind as SpecialDayToday['kind'],
      number: today.number,
      day: today.day,
      rewardTitle: reward.title,
    });
  }
  return found;
}

const inWindow = (p: { startsAt: Date | null; endsAt: Date | null }, now: Date) => (!p.startsAt || p.startsAt <= now) && (!p.endsAt || p.endsAt > now);

/** Editors' popups members may be offered now: published, not archived, in their window. */
export async function livePopups(db: Db, now: Date) {
  return (await cachedNotificationPopups(db)).filter((p) => inWindow(p, now));
}

/** Writes the birthday's row and its gift once a year, under the member's lock (concurrent reads wait, then find it). */
async function grantBirthday(db: Db, config: Config, collectorId: number, due: Due, now: Date) {
  await db.transaction(async (tx) => {
    const collector = await lockCollector(tx, { id: collectorId });
    if (!collector) return;
    const points = collector.optedOutAt ? 0 : config.BIRTHDAY_GIFT_POINTS;
    const [row] = await tx
      .insert(notifications)
      .values({ collectorId, type: 'birthday', key: due.key, data: { ...due.data, points } })
      .onConflictDoNothing({ target: [notifications.collectorId, notifications.key] })
      .returning({ id: notifications.id });
    if (!row || points <= 0) return;
    await creditTx(tx, collectorId, {
      amount: points,
      kind: 'birthday',
      reason: 'birthday',
      reference: `notification:${row.id}`,
      // One gift a year: the ledger's own key, as well as the notification's.
      idempotencyKey: due.key,
      expiresAt: creditExpiry(now, config.POINTS_EXPIRY_MONTHS, config.TIMEZONE),
      // A present, not activity: it does not count towards levels.
      earned: false,
    });
  });
}

/** Writes the notifications due for the member now that it does not have yet; answers what is due. */
export async function writeDue(db: Db, config: Config, member: Member, facts: MemberFacts, now: Date): Promise<Due[]> {
  const today = businessDay(now, config.TIMEZONE);
  const [days, popups] = facts.optedOut ? [[], []] : await Promise.all([specialDaysToday(db, config.TIMEZONE, now), livePopups(db, now)]);
  const due = dueNotifications(
    facts,
    today,
    days,
    popups.map((p): LivePopup => ({ id: p.id, audience: p.audience })),
  );
  if (due.length === 0) return due;
  const collectorId = member.collector.id;
  const existing = await db
    .select({ key: notifications.key })
    .from(notifications)
    .where(
      and(
        eq(notifications.collectorId, collectorId),
        inArray(
          notifications.key,
          due.map((d) => d.key),
        ),
      ),
    );
  const have = new Set(existing.map((e) => e.key));
  const missing = due.filter((d) => !have.has(d.key));
  const plain = missing.filter((d) => d.kind !== 'birthday');
  if (plain.length > 0) {
    await db
      .insert(notifications)
      .values(plain.map((d) => ({ collectorId, type: d.kind, key: d.key, data: d.data })))
      .onConflictDoNothing({ target: [notifications.collectorId, notifications.key] });
  }
  const birthday = missing.find((d) => d.kind === 'birthday');
  if (birthday) await grantBirthday(db, config, collectorId, birthday, now);
  return due;
}

/** GET /api/notifications: writes what is due, then the unseen popups that still apply, newest first. */
export async function listNotifications(db: Db, config: Config, member: Member, now = new Date()): Promise<NotificationList> {
  const facts = await memberFacts(db, member);
  const due = await writeDue(db, config, member, facts, now);
  const dueKeys = new Set(due.map((d) => d.key));
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.collectorId, member.collector.id), isNull(notifications.seenAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  const shown = rows.filter((r) => (EVENT_KINDS as readonly string[]).includes(r.type) || (r.key !== null && dueKeys.has(r.key)));
  const popups = new Map((await cachedNotificationPopups(db)).map((p) => [p.id, p]));
  const ctx = { db, config, facts, now, popups };
  const items = await Promise.all(shown.map((r) => renderNotification(ctx, r as NotificationRow & { type: NotificationKind })));
  return { items: items.filter((i) => i !== null), anonymous: facts.anonymous };
}

/** POST /api/notifications/{id}/seen: once seen, gone; again is no change; another member's id is not found. */
export async function markSeen(db: Db, collectorId: number, id: number, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ seenAt: notifications.seenAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.collectorId, collectorId)));
  if (!row) throw new ApiError('NOTIFICATION_NOT_FOUND');
  if (row.seenAt) return;
  await db
    .update(notifications)
    .set({ seenAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.seenAt)));
}
