import 'server-only';
import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { dropIfUnused, type AvatarStore } from '@/lib/server/sso/avatars';
import {
  actions,
  activityEvents,
  collectorBadges,
  collectors,
  friendRequests,
  ledgerEntries,
  notifications,
  orders,
  reservations,
  ssoPasswordFailures,
  ssoUsers,
} from '@/lib/server/db/schema';
import { supportToken } from '@/lib/domain/support-token';
import { ApiError } from '@/lib/server/errors';
import { audit } from './audit';

// A member's data rights (docs/console.md, Data protection): everything we hold about one member as
// JSON, and erasure — personal data removed, the ledger's amounts kept, the account anonymised.

async function collectorOf(db: Db, token: string) {
  const [c] = await db.select().from(collectors).where(eq(collectors.token, token));
  if (!c) throw new ApiError('COLLECTOR_NOT_FOUND');
  return c;
}

/** GET /api/console/members/{collector_token}/export: every row about the member, as stored. */
export async function exportMember(db: Db, staffId: number, token: string) {
  const c = await collectorOf(db, token);
  const [profile] = c.ssoUserId ? await db.select().from(ssoUsers).where(eq(ssoUsers.id, c.ssoUserId)) : [];
  const [ledger, orderRows, reservationRows, activity, actionRows, badgeRows, notes] = await Promise.all([
    db.select().from(ledgerEntries).where(eq(ledgerEntries.collectorId, c.id)).orderBy(asc(ledgerEntries.id)),
    db.select().from(orders).where(eq(orders.collectorId, c.id)).orderBy(asc(orders.id)),
    db.select().from(reservations).where(eq(reservations.collectorId, c.id)),
    db.select().from(activityEvents).where(eq(activityEvents.collectorId, c.id)).orderBy(asc(activityEvents.id)),
    db.select().from(actions).where(eq(actions.collectorId, c.id)).orderBy(asc(actions.id)),
    db.select().from(collectorBadges).where(eq(collectorBadges.collectorId, c.id)),
    db.select().from(notifications).where(eq(notifications.collectorId, c.id)).orderBy(asc(notifications.id)),
  ]);
  // Reading someone's data is itself worth a line in the audit log.
  await audit(db, { staffId, action: 'member.export', resource: 'member', resourceId: supportToken(token) });
  // The password hash is a secret of ours, not data about the member.
  const profileData = profile ? Object.fromEntries(Object.entries(profile).filter(([k]) => k !== 'passwordHash' && k !== 'token')) : null;
  return {
    exported_at: new Date().toISOString(),
    collector: c,
    profile: profileData,
    ledger,
    orders: orderRows,
    reservations: reservationRows,
    activity_events: activity,
    actions: actionRows,
    badges: badgeRows,
    notifications: notes,
  };
}

/**
 * POST /api/console/members/{collector_token}/erase: the SSO profile is deleted and the account
 * unlinked from it, the contact details of orders and reservations and the member's settings are
 * cleared, friendships and popups deleted, the account is marked left (it earns nothing more). The ledger keeps every amount, so
 * every balance and the liability stay right; orders keep what was bought, without whom to send it.
 */
export async function eraseMember(db: Db, staffId: number, token: string, avatars?: AvatarStore, now = new Date()) {
  let avatarKey: string | null = null;
  const result = await db.transaction(async (tx) => {
    const c = await collectorOf(tx, token);
    const [stats] = await tx.select({ points: collectors.pointsAvailable }).from(collectors).where(eq(collectors.id, c.id)).for('update');
    await tx.update(orders).set({ contact: {}, updatedAt: now }).where(eq(orders.collectorId, c.id));
    await tx.update(reservations).set({ contact: {} }).where(eq(reservations.collectorId, c.id));
    await tx
      .update(collectors)
      .set({ ssoUserId: null, meta: { _erased: now.toISOString() }, optedOutAt: c.optedOutAt ?? now, optOutReason: 'erased' })
      .where(eq(collectors.id, c.id));
    // Friendships say whom the member knows: gone with the rest of the personal data.
    await tx.delete(friendRequests).where(or(eq(friendRequests.fromId, c.id), eq(friendRequests.toId, c.id)));
    // So do the popups: a birthday's popup (and its week's) tells the day (docs/notifications.md).
    await tx.delete(notifications).where(eq(notifications.collectorId, c.id));
    if (c.ssoUserId) {
      const [profile] = await tx.select({ avatarKey: ssoUsers.avatarKey }).from(ssoUsers).where(eq(ssoUsers.id, c.ssoUserId));
      avatarKey = profile?.avatarKey ?? null;
      await tx.delete(ssoPasswordFailures).where(eq(ssoPasswordFailures.userId, c.ssoUserId));
      await tx.delete(ssoUsers).where(eq(ssoUsers.id, c.ssoUserId));
    }
    // The audit names the account by its support code and keeps no personal field.
    await audit(tx, {
      staffId,
      action: 'member.erase',
      resource: 'member',
      resourceId: supportToken(token),
      after: { erased_at: now.toISOString(), balance_kept: stats!.points },
    });
    return { erased: true as const, balance: stats!.points };
  });
  // The avatar's file goes too, once the profile that pointed at it is gone (unless another has the same picture).
  if (avatars) await dropIfUnused(db, avatars, avatarKey);
  return result;
}
