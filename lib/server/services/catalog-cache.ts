import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { badges, earningRules, levels, notificationPopups, rewards, specials } from '@/lib/server/db/schema';

// Small, rarely edited tables every earning event needs: read at most every TTL per process, so
// the hot path does not query them. Editors' changes show within TTL_MS.
const TTL_MS = 10_000;

type Entry<T> = { at: number; value: Promise<T> };
const cache = new Map<string, Entry<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  // Promise.resolve runs a lazy query builder once; caching the builder would re-run it each time.
  const value = Promise.resolve(load());
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Forget cached rows (tests, and after an editor changes them in this process). */
export const clearCatalogCache = () => cache.clear();

export const cachedEarningRules = (db: Db) => cached('earningRules', () => db.select().from(earningRules).where(eq(earningRules.active, true)));

export const cachedLevels = (db: Db) => cached('levels', () => db.select().from(levels).where(eq(levels.published, true)).orderBy(asc(levels.threshold)));

export const cachedBadges = (db: Db) => cached('badges', () => db.select().from(badges).where(eq(badges.published, true)).orderBy(asc(badges.position)));

/** Published New Year resolutions weeks, whatever their schedule: every earning event asks whether one has a goal for it (docs/specials-black-week-resolutions.md). */
export const cachedResolutionWeeks = (db: Db) =>
  cached('resolutionWeeks', () =>
    db
      .select()
      .from(specials)
      .where(and(eq(specials.kind, 'resolutions'), eq(specials.published, true), isNull(specials.archivedAt))),
  );

/** Published calendar specials (Halloween, Advent) and the rewards tagged with their slugs: every read of a member's notifications asks for today's door (docs/notifications.md). */
export const cachedCalendarSpecials = (db: Db) =>
  cached('calendarSpecials', async () => {
    const rows = await db
      .select()
      .from(specials)
      .where(and(inArray(specials.kind, ['halloween', 'advent']), eq(specials.published, true), isNull(specials.archivedAt)));
    const tagged = rows.length
      ? await db
          .select({ id: rewards.id, title: rewards.title, specialSlug: rewards.specialSlug, startsAt: rewards.startsAt, endsAt: rewards.endsAt })
          .from(rewards)
          .where(
            and(
              inArray(
                rewards.specialSlug,
                rows.map((r) => r.slug),
              ),
              eq(rewards.published, true),
              isNull(rewards.archivedAt),
            ),
          )
          .orderBy(asc(rewards.startsAt), asc(rewards.id))
      : [];
    return rows.map((special) => ({ special, rewards: tagged.filter((r) => r.specialSlug === special.slug) }));
  });

/** Editors' popups that are published (their windows are checked at each read; docs/notifications.md). */
export const cachedNotificationPopups = (db: Db) =>
  cached('notificationPopups', () =>
    db
      .select()
      .from(notificationPopups)
      .where(and(eq(notificationPopups.published, true), isNull(notificationPopups.archivedAt)))
      .orderBy(asc(notificationPopups.position), asc(notificationPopups.id)),
  );
