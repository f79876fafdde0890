import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { collectors, ssoUsers } from '@/lib/server/db/schema';
import { newCollectorToken, newSsoToken, ssoHash } from './credentials';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { rawRows } from '@/lib/server/db/raw';
import { ApiError } from '@/lib/server/errors';

export type Collector = typeof collectors.$inferSelect;
export type SsoUser = typeof ssoUsers.$inferSelect;

/**
 * A member as the API wrapper finds it: its collector, whether it is a subscriber now, and why the
 * SSO pair it was looked up with does not let it act (null: it may), by the database's rules
 * (15-member.sql). Looked up without a pair (plain member routes), the answer is "no pair".
 */
export type Member = {
  collector: Collector;
  subscriber: boolean;
  ssoProblem: 'COLLECTOR_MERGED' | 'ANONYMOUS_NOT_ALLOWED' | 'MISSING_HASH_TOKEN' | 'INVALID_HASH_TOKEN' | null;
};

/** The SSO pair of a request as the member rule takes it (credentials.ts, ssoPair). */
export type SsoPairArg = { sso_token: string | null; hash_ok: boolean };

/** A member-sso caller not looked up yet: its token and SSO pair, judged by the database call it makes. */
export type Caller = { token: string } & SsoPairArg;

// Every member request starts with this read: one statement on the driver (prepared on
// PostgreSQL), not built by the ORM each time (measured in docs/benchmarks.md).
const MEMBER_SQL = `select c.id, c.token, c.sso_user_id, c.lang, c.points_available, c.lifetime_earned, c.lifetime_spent, c.meta,
  c.opted_out_at, c.opt_out_reason, c.merged_into_id, c.subscription_active, c.subscription_until, c.premium_until, c.created_at,
  c.last_seen_at, raeppli_subscriber(c, now()) as subscriber, raeppli_sso_problem(c, s.token, $2, $3) as sso_problem
  from collectors c left join sso_users s on s.id = c.sso_user_id where c.token = $1`;

type MemberRow = {
  id: string | number;
  token: string;
  sso_user_id: string | null;
  lang: string;
  points_available: string | number;
  lifetime_earned: string | number;
  lifetime_spent: string | number;
  meta: Record<string, unknown>;
  opted_out_at: Date | string | null;
  opt_out_reason: string | null;
  merged_into_id: string | number | null;
  subscription_active: boolean;
  subscription_until: Date | string | null;
  premium_until: Date | string | null;
  created_at: Date | string;
  last_seen_at: Date | string | null;
  subscriber: boolean;
  sso_problem: Member['ssoProblem'];
};

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The one lookup of a member by collector token, judged with the request's SSO pair (undefined when there is none). */
export async function findMember(db: Db, token: string, pair: SsoPairArg = { sso_token: null, hash_ok: false }): Promise<Member | undefined> {
  if (token.length > 128) return undefined;
  const [r] = await rawRows<MemberRow>(db, MEMBER_SQL, [token, pair.sso_token, pair.hash_ok], 'raeppli_member');
  if (!r) return undefined;
  const collector: Collector = {
    id: Number(r.id),
    token: r.token,
    ssoUserId: r.sso_user_id,
    lang: r.lang,
    pointsAvailable: Number(r.points_available),
    lifetimeEarned: Number(r.lifetime_earned),
    lifetimeSpent: Number(r.lifetime_spent),
    meta: r.meta,
    optedOutAt: date(r.opted_out_at),
    optOutReason: r.opt_out_reason,
    mergedIntoId: r.merged_into_id === null ? null : Number(r.merged_into_id),
    subscriptionActive: r.subscription_active,
    subscriptionUntil: date(r.subscription_until),
    premiumUntil: date(r.premium_until),
    createdAt: new Date(r.created_at),
    lastSeenAt: date(r.last_seen_at),
  };
  return { collector, subscriber: r.subscriber, ssoProblem: r.sso_problem };
}

/** The member a token addresses, or COLLECTOR_NOT_FOUND. */
export async function requireMember(db: Db, token: string, pair?: SsoPairArg): Promise<Member> {
  const member = await findMember(db, token, pair);
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
    if (isUniqueViolation(err, 'sso_users_username_unique') || isUniqueViolation(err, 'sso_users_username_key_unique')) throw new ApiError('USERNAME_TAKEN');
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
      const [collector] = inserted.length ? inserted : await tx.select().from(collectors).where(eq(collectors.ssoUserId, user.id)).limit(1);
      return { collector: collector!, token: sso.token, hash: ssoHash(sso.token, secret), created: inserted.length > 0 };
    }),
  );
}
