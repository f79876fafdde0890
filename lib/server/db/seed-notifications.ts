import 'server-only';
import { count, eq } from 'drizzle-orm';
import { levelStanding } from '@/lib/domain/levels';
import { cachedLevels } from '@/lib/server/services/catalog-cache';
import { notifyLevelUp } from '@/lib/server/services/progress';
import type { Db } from './client';
import { collectors, notificationPopups } from './schema';

// The demo's editor popup (docs/notifications.md, Demo): published, for everyone, shown once to each
// member at /notification/detail/{id}. Anna's other popups come from her seeded history (her badges),
// her level (her welcome bonus lifted her, which writes no popup by itself) and her profile, which
// lacks a birthday and an address.

export const DEMO_POPUP = {
  title: 'Leserfest am Kornmarkt',
  text: 'Am Samstag feiern wir mit unseren Leserinnen und Lesern: Musik, Kaffee und ein Stand, an dem du deine Räppli gegen kleine Preise tauschst. Schau vorbei!',
  imageUrl: '/notifications/leserfest.svg',
  actionLabel: 'Prämien ansehen',
  actionHref: '/me/rewards',
} as const;

/** Adds the demo popup to a database that has none (safe on every start). */
export async function seedNotificationPopups(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(notificationPopups);
  if (Number(existing?.n ?? 0) > 0) return;
  await db.insert(notificationPopups).values({ ...DEMO_POPUP, audience: 'everyone', published: true, position: 1 });
}

/** The level-up popup of a new demo member's level (her history reached it through a bonus, which writes none). */
export async function seedLevelUpPopup(db: Db, collectorId: number): Promise<void> {
  const [member] = await db.select({ lifetimeEarned: collectors.lifetimeEarned }).from(collectors).where(eq(collectors.id, collectorId));
  const level = member ? levelStanding(await cachedLevels(db), member.lifetimeEarned).level : null;
  if (level && level.position > 1) await notifyLevelUp(db, collectorId, level);
}
