import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { collectors, ssoUsers } from '@/lib/server/db/schema';
import { newCollectorToken, newSsoToken, ssoHash } from './credentials';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { ApiError } from '@/lib/server/errors';

export type Collector = typeof collectors.$inferSelect;
export type SsoUser = typeof ssoUsers.$inferSelect;

/** A member as the API wrapper finds it: its collector and the token of its SSO user (null when anonymous). */
export type Member = { collector: Collector; ssoToken: string | null };

/** The one lookup of a member by collector token (undefined when there is none). */
export async function findMember(db: Db, token: string): Promise<Member | undefined> {
  if (token.length > 128) return undefined;
  const [row] = await db
    .select({ collector: collectors, ssoToken: ssoUsers.token })
    .from(collectors)
    .leftJoin(ssoUsers, eq(ssoUsers.id, collectors.ssoUserId))
    .where(eq(collectors.token, token))
    .limit(1);
  return row;
}

/** The member a token addresses, or COLLECTOR_NOT_FOUND. */
export async function requireMember(db: Db, token: string): Promise<Member> {
  const member = await findMember(db, token);
  if (!member) throw new ApiError('COLLECTOR_NOT_FOUND');
  return member;
}


export async function createAnonymousCollector(db: Db, meta: Record<string, unknown> = {}): Promise<Collector> {
  const [row] = await db.insert(collectors).values({ token: newCollectorToken(), meta }).returning();
  return row!;
}

export type SsoUserInput = { id: string; username?: string; email?: string; firstname?: string; lastname?: string };

/** Maps a taken username (a unique violation that aborted the transaction) to USERNAME_TAKEN. */
export async function mapUsernameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'sso_users_username_unique')) throw new ApiError('USERNAME_TAKEN');
    throw err;
  }
}

/**
 * The SSO user row for a host user, created on first sight, and locked for the rest of the
 * caller's transaction: everything that attaches a collector to a user serialises on it.
 */
export async function upsertSsoUserTx(tx: Db, user: SsoUserInput): Promise<SsoUser> {
  await tx
    .insert(ssoUsers)
    .values({
      id: user.id,
      token: newSsoToken(),
      username: user.username ?? null,
      email: user.email ?? null,
      firstname: user.firstname ?? null,
      lastname: user.lastname ?? null,
    })
    .onConflictDoNothing({ target: ssoUsers.id });
  const [sso] = await tx.select().from(ssoUsers).where(eq(ssoUsers.id, user.id)).for('update');
  return sso!;
}

export const credentialsOf = (collector: Collector, sso: SsoUser, secret: string) => ({
  collector_token: collector.token,
  hash: ssoHash(sso.token, secret),
  token: sso.token,
});

/**
 * The identified collector of an SSO user, created on first sight. One account per person: the
 * same user id always yields the same collector, also under concurrent calls (unique keys +
 * on-conflict-do-nothing, then read back).
 */
export async function ensureIdentifiedCollector(
  db: Db,
  user: SsoUserInput,
  secret: string,
  meta: Record<string, unknown> = {},
): Promise<{ collector: Collector; hash: string; token: string; created: boolean }> {
  return mapUsernameTaken(() =>
    db.transaction(async (tx) => {
      const sso = await upsertSsoUserTx(tx, user);
      const inserted = await tx
        .insert(collectors)
        .values({ token: newCollectorToken(), ssoUserId: user.id, meta })
        .onConflictDoNothing({ target: collectors.ssoUserId })
        .returning();
      const [collector] = inserted.length
        ? inserted
        : await tx.select().from(collectors).where(eq(collectors.ssoUserId, user.id)).limit(1);
      return { collector: collector!, token: sso.token, hash: ssoHash(sso.token, secret), created: inserted.length > 0 };
    }),
  );
}
