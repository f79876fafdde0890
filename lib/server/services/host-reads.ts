import 'server-only';
import { eq } from 'drizzle-orm';
import type { HostMember } from '@/lib/contracts/host';
import type { Config } from '@/lib/config';
import type { Db } from '@/lib/server/db/client';
import { collectors, ssoUsers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { newSsoToken, ssoHash } from './credentials';
import { meByToken } from './me';
import { entitlements } from './orders';

// The host's reads of a member and the SSO pair's rotation (docs/api.md, "Host reads").

type Found = typeof collectors.$inferSelect;

/** The collector a host means by a collector token; a token merged on identify means the identified account. */
export async function collectorForHost(db: Db, token: string): Promise<Found> {
  const [c] = token.length <= 128 ? await db.select().from(collectors).where(eq(collectors.token, token)).limit(1) : [];
  if (!c) throw new ApiError('COLLECTOR_NOT_FOUND');
  if (c.mergedIntoId === null) return c;
  const [into] = await db.select().from(collectors).where(eq(collectors.id, c.mergedIntoId)).limit(1);
  return into!;
}

/** The identified collector of an SSO user id; none yet → 404 (POST /api/host/collectors creates one). */
export async function collectorOfUser(db: Db, userId: string): Promise<Found> {
  const [c] = await db.select().from(collectors).where(eq(collectors.ssoUserId, userId)).limit(1);
  if (!c) throw new ApiError('COLLECTOR_NOT_FOUND');
  return c;
}

/** What the host may know of a member: balance, level, subscription, opt-out. */
export async function hostMember(db: Db, config: Config, collector: Found, now = new Date()): Promise<HostMember> {
  const [me, entitled] = await Promise.all([meByToken(db, config, collector.token), entitlements(db, collector.id, now)]);
  if (!me) throw new ApiError('COLLECTOR_NOT_FOUND');
  return {
    collector_token: collector.token,
    user_id: collector.ssoUserId,
    username: me.username,
    anonymous: me.anonymous,
    balance: me.points_available,
    lifetime_earned: collector.lifetimeEarned,
    level: me.level,
    subscription: { active: collector.subscriptionActive, until: collector.subscriptionUntil?.toISOString() ?? null, subscriber: entitled.subscriber },
    premium_until: entitled.premium_until,
    opted_out: collector.optedOutAt !== null,
  };
}

/**
 * A new SSO pair for a user: a new `token` (and so a new `hash`). The old pair fails at once
 * everywhere it is checked — spends, personal data, the SSO service — because each check compares
 * with the stored token. The collector token stays.
 */
export async function rotateSsoPair(db: Db, config: Config, userId: string) {
  const collector = await collectorOfUser(db, userId);
  const [sso] = await db.update(ssoUsers).set({ token: newSsoToken() }).where(eq(ssoUsers.id, userId)).returning({ token: ssoUsers.token });
  if (!sso) throw new ApiError('COLLECTOR_NOT_FOUND');
  return { collector_token: collector.token, token: sso.token, hash: ssoHash(sso.token, config.SSO_SECRET) };
}
