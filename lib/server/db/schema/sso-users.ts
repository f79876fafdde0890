import 'server-only';
import { sql } from 'drizzle-orm';
import { bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOOKALIKE_FROM, LOOKALIKE_TO } from '@/lib/domain/username';

// Users of our own SSO service (the embedded default at /sso/). `id` is the host's user id.
// `token` is the per-user SSO credential; the member's `hash` is HMAC-SHA256(token, SSO_SECRET).
export const ssoUsers = pgTable(
  'sso_users',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    username: text('username').unique(),
    // Two names are the same when this key is (docs/sso.md, "Usernames"): lower(NFKC(username)) with
    // look-alike letters folded to Latin. Computed and held unique by the database, on both drivers.
    usernameKey: text('username_key').generatedAlwaysAs(sql.raw(`translate(lower(normalize("username", NFKC)), '${LOOKALIKE_FROM}', '${LOOKALIKE_TO}')`)),
    email: text('email'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    birthday: date('birthday'),
    telephone: text('telephone'),
    street: text('street'),
    streetNr: text('street_nr'),
    city: text('city'),
    postcode: text('postcode'),
    country: text('country'),
    gender: text('gender'),
    privacy: text('privacy'),
    // scrypt hash "scrypt$N$r$p$salt$key"; null until the member sets a password.
    passwordHash: text('password_hash'),
    // The avatar's file in the avatar store (content-hashed name, docs/sso.md); null: none.
    avatarKey: text('avatar_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_users_username_key_unique').on(t.usernameKey)],
);

// Wrong current passwords at POST /sso/password, per user: 5 within 15 minutes → 429 (docs/sso.md).
export const ssoPasswordFailures = pgTable(
  'sso_password_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => ssoUsers.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sso_password_failures_user_idx').on(t.userId, t.at)],
);
