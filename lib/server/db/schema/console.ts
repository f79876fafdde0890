import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The staff console (docs/console.md): staff accounts and their sessions, failed logins for the
// throttle, and the audit log of every staff write. Kept apart from members and the SSO users.

/** editor: content; operator: orders, members, adjustments; admin: staff and everything. */
export const STAFF_ROLES = ['editor', 'operator', 'admin'] as const;

export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Stored lower-case: one account per address however it is typed.
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    // scrypt hash "scrypt$N$r$p$salt$key" (lib/server/console/passwords.ts).
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email_idx').on(t.email), check('staff_role_valid', sql`${t.role} in ('editor', 'operator', 'admin')`)],
);

// A session is found by the SHA-256 of its cookie value; the value itself is never stored.
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

// One row per failed login: the throttle counts them per account and address, and per address.
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_login_failures_ip_idx').on(t.ip, t.at), index('staff_login_failures_email_idx').on(t.email, t.ip, t.at)],
);

// Every staff write: who, when, what, the values before and after. Append-only (the database
// refuses updates and deletes, lib/server/db/functions/85-audit-log.sql).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // null: the system (the first admin created at start-up)
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    // e.g. reward.create, reward.publish, staff.create, session.login
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_resource_idx').on(t.resource, t.resourceId)],
);
