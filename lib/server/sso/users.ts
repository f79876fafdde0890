import 'server-only';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { ssoPasswordFailures, ssoUsers } from '@/lib/server/db/schema';
import type { PersonalData, PersonalDataInput, SsoUpdateUser } from '@/lib/contracts/sso';
import { brokenPasswordRule } from '@/lib/domain/password-rules';
import { hashPassword, verifyPassword } from '@/lib/server/console/passwords';
import { ApiError } from '@/lib/server/errors';
import { verifySsoHash } from '@/lib/server/services/credentials';
import { avatarUrl } from './avatars';

// Our single-sign-on service (docs/sso.md): the users' personal data and passwords. Every call
// names its user by the SSO pair (hash, token); a wrong or missing pair changes nothing.

export type SsoUser = typeof ssoUsers.$inferSelect;

/** The user of an SSO pair, or 401: MISSING_HASH_TOKEN without one, INVALID_HASH_TOKEN for a wrong one. */
export async function userByPair(db: Db, secret: string, pair: { hash?: string; token?: string }): Promise<SsoUser> {
  if (!pair.hash || !pair.token) throw new ApiError('MISSING_HASH_TOKEN');
  if (!verifySsoHash(pair.hash, pair.token, secret)) throw new ApiError('INVALID_HASH_TOKEN');
  const [user] = await db.select().from(ssoUsers).where(eq(ssoUsers.token, pair.token));
  if (!user) throw new ApiError('INVALID_HASH_TOKEN');
  return user;
}

/** Stored values of the personal fields, in the server's names. */
export function personalData(u: SsoUser): PersonalData {
  return {
    username: u.username,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    birthday: u.birthday,
    telephone: u.telephone,
    street: u.street,
    street_nr: u.streetNr,
    postcode: u.postcode,
    city: u.city,
    country: u.country,
    gender: u.gender === 'm' || u.gender === 'f' ? u.gender : null,
  };
}

/** The SSO's answer: the web view's names (docs/product.md §8.1). */
export function ssoUserJson(u: SsoUser) {
  return {
    id: u.id,
    login: u.username,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    birthday: u.birthday,
    phone: u.telephone,
    street: u.street,
    street_no: u.streetNr,
    city: u.city,
    zip_code: u.postcode,
    country: u.country,
    privacy: u.privacy,
    avatar_url: u.avatarKey ? avatarUrl(u.avatarKey) : null,
    has_password: u.passwordHash !== null,
  };
}

const COLUMN: Record<keyof PersonalDataInput | 'privacy', keyof SsoUser> = {
  username: 'username',
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  birthday: 'birthday',
  telephone: 'telephone',
  street: 'street',
  street_nr: 'streetNr',
  postcode: 'postcode',
  city: 'city',
  country: 'country',
  gender: 'gender',
  privacy: 'privacy',
};

/**
 * Writes the given fields (server names; '' clears one, a missing one stays) when any differs from
 * what is stored; a username another user has → 409 USERNAME_TAKEN. Returns whether it changed.
 */
export async function saveFields(db: Db, user: SsoUser, fields: Partial<Record<keyof typeof COLUMN, string>>, now = new Date()) {
  const changes: Partial<SsoUser> = {};
  for (const [name, value] of Object.entries(fields) as [keyof typeof COLUMN, string | undefined][]) {
    if (value === undefined) continue;
    const column = COLUMN[name];
    const next = value === '' ? null : value;
    if ((user[column] ?? null) !== next) (changes as Record<string, unknown>)[column] = next;
  }
  if (Object.keys(changes).length === 0) return { changed: false, user };
  if (changes.username === null) delete changes.username; // a username is never removed, only changed
  try {
    const [updated] = await db
      .update(ssoUsers)
      .set({ ...changes, updatedAt: now })
      .where(eq(ssoUsers.id, user.id))
      .returning();
    return { changed: true, user: updated! };
  } catch (err) {
    if (isUniqueViolation(err, 'sso_users_username_unique') || isUniqueViolation(err, 'sso_users_username_key_unique')) throw new ApiError('USERNAME_TAKEN');
    throw err;
  }
}

/** POST /sso/update/user: the web view's names mapped to ours. */
export function updateUser(db: Db, user: SsoUser, body: SsoUpdateUser) {
  return saveFields(db, user, {
    username: body.login,
    firstname: body.firstname,
    lastname: body.lastname,
    email: body.email,
    birthday: body.birthday,
    telephone: body.phone,
    street: body.street,
    street_nr: body.street_no,
    city: body.city,
    postcode: body.zip_code,
    country: body.country,
    privacy: body.privacy,
  });
}

// The password throttle: wrong current passwords per user.
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;

/** 429 with the seconds until the oldest counted failure leaves the window, when the user has 5 within 15 minutes. */
async function checkThrottle(db: Db, userId: string, now: Date) {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const failures = await db
    .select({ at: ssoPasswordFailures.at })
    .from(ssoPasswordFailures)
    .where(and(eq(ssoPasswordFailures.userId, userId), gt(ssoPasswordFailures.at, since)))
    .orderBy(ssoPasswordFailures.at);
  if (failures.length < MAX_FAILURES) return;
  const retryAfter = Math.max(1, Math.ceil((failures[failures.length - MAX_FAILURES]!.at.getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000));
  throw new ApiError('RATE_LIMITED', { retry_after: retryAfter });
}

/**
 * POST /sso/password: the rules in the order docs/product.md §11.2 gives them — every field, at
 * least 6 characters, the repetition, another than the current one (lib/domain/password-rules.ts,
 * which the profile's form checks too), the current one right. Only
 * a wrong current password counts toward the throttle; a success clears the user's failures.
 */
export async function changePassword(
  db: Db,
  user: SsoUser,
  body: { current_password?: string; new_password?: string; new_password_confirmation?: string },
  now = new Date(),
) {
  await checkThrottle(db, user.id, now);
  const broken = brokenPasswordRule(body);
  if (broken) throw new ApiError(broken);
  const { current_password: current = '', new_password: next = '' } = body;
  if (!user.passwordHash) throw new ApiError('PASSWORD_NOT_SET');
  if (!(await verifyPassword(current, user.passwordHash))) {
    await db.insert(ssoPasswordFailures).values({ userId: user.id, at: now });
    // Old rows go as new ones come: the table holds a window per user.
    await db
      .delete(ssoPasswordFailures)
      .where(and(eq(ssoPasswordFailures.userId, user.id), lt(ssoPasswordFailures.at, new Date(now.getTime() - FAILURE_WINDOW_MS))));
    throw new ApiError('PASSWORD_WRONG');
  }
  await setPassword(db, user.id, next, now);
}

/** Sets a user's password (the host's initial one, or a change) and clears the failures. */
export async function setPassword(db: Db, userId: string, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx.update(ssoUsers).set({ passwordHash, updatedAt: now }).where(eq(ssoUsers.id, userId)).returning({ id: ssoUsers.id });
    if (!updated.length) throw new ApiError('USER_NOT_FOUND');
    await tx.delete(ssoPasswordFailures).where(eq(ssoPasswordFailures.userId, userId));
  });
}

/** How many wrong current passwords a user has in the window (tests, support). */
export async function passwordFailures(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(ssoPasswordFailures)
    .where(and(eq(ssoPasswordFailures.userId, userId), gt(ssoPasswordFailures.at, new Date(now.getTime() - FAILURE_WINDOW_MS))));
  return Number(row?.n ?? 0);
}
