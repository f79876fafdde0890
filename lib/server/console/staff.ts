import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { staff } from '@/lib/server/db/schema';
import type { Staff, StaffCreate, StaffRole } from '@/lib/contracts/console';
import { ApiError } from '@/lib/server/errors';
import { audit } from './audit';
import { hashPassword } from './passwords';

// Staff accounts (docs/console.md, Roles). An admin creates the others; the first admin comes
// from CONSOLE_ADMIN_EMAIL / CONSOLE_ADMIN_PASSWORD at start-up or `npm run console:admin`.

export type StaffRow = typeof staff.$inferSelect;

export const staffJson = (s: StaffRow): Staff => ({
  id: s.id,
  email: s.email,
  name: s.name,
  role: s.role as StaffRole,
  created_at: s.createdAt.toISOString(),
  disabled: s.disabledAt !== null,
});

export async function listStaff(db: Db) {
  return { items: (await db.select().from(staff).orderBy(asc(staff.id))).map(staffJson) };
}

/** POST /api/console/staff: a new account; an address already in use → 409 STAFF_EXISTS. */
export async function createStaff(db: Db, by: number | null, input: StaffCreate): Promise<Staff> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(staff).values({ email: input.email, name: input.name, role: input.role, passwordHash }).onConflictDoNothing().returning();
    if (!row) throw new ApiError('STAFF_EXISTS');
    const created = staffJson(row);
    // The audit keeps who was created and with which role, never the password or its hash.
    await audit(tx, { staffId: by, action: 'staff.create', resource: 'staff', resourceId: row.id, after: created });
    return created;
  });
}

/**
 * The first admin from the settings, created once: an account with that address (whatever its
 * role or password now) is left as it is, so a restart never overwrites a changed password.
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<'created' | 'exists'> {
  const address = email.trim().toLowerCase();
  const [existing] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, address));
  if (existing) return 'exists';
  try {
    await createStaff(db, null, { email: address, name: 'Admin', password, role: 'admin' });
    return 'created';
  } catch (err) {
    // Another instance created it at the same moment.
    if (err instanceof ApiError && err.code === 'STAFF_EXISTS') return 'exists';
    throw err;
  }
}
