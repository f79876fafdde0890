import 'server-only';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { staff } from '@/lib/server/db/schema';
import type { Staff, StaffUpdate } from '@/lib/contracts/console';
import { ApiError } from '@/lib/server/errors';
import { audit } from './audit';
import { hashPassword } from './passwords';
import { endSessions } from './sessions';
import { staffJson } from './staff';

// An admin changes an account: role, disabled, password (docs/console.md, "Staff accounts").

type Caller = { id: number; sessionToken?: string };

const activeAdmin = (s: { role: string; disabledAt: Date | null }) => s.role === 'admin' && s.disabledAt === null;

/**
 * PATCH /api/console/staff/{id}. 404 STAFF_NOT_FOUND; 409 LAST_ADMIN when no active admin would be
 * left. Disabling, a new role or a new password ends the account's sessions in the same transaction.
 */
export async function updateStaff(db: Db, by: Caller, id: number, input: StaffUpdate, now = new Date()): Promise<Staff> {
  // scrypt takes 32 MiB and a moment: before the transaction, so no lock waits on it.
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // The account, the caller and every active admin, locked in one statement in id order: of two
    // admins demoting each other at once, the second waits and then sees the first one's change.
    const locked = await tx
      .select()
      .from(staff)
      .where(or(eq(staff.id, id), eq(staff.id, by.id), and(eq(staff.role, 'admin'), isNull(staff.disabledAt))))
      .orderBy(asc(staff.id))
      .for('update');
    const current = locked.find((s) => s.id === id);
    if (!current) throw new ApiError('STAFF_NOT_FOUND');
    const role = input.role ?? current.role;
    const disabledAt = input.disabled === undefined ? current.disabledAt : input.disabled ? (current.disabledAt ?? now) : null;
    if (activeAdmin(current) && !activeAdmin({ role, disabledAt }) && !locked.some((s) => s.id !== id && activeAdmin(s))) throw new ApiError('LAST_ADMIN');
    // The caller may have lost the role since the session was checked (another admin's change that just committed).
    const caller = locked.find((s) => s.id === by.id);
    if (!caller || !activeAdmin(caller)) throw new ApiError('FORBIDDEN');

    const [row] = await tx
      .update(staff)
      .set({ role, disabledAt, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(staff.id, id))
      .returning();
    const updated = staffJson(row!);
    let sessionsEnded = 0;
    // A disabled account keeps no session; after a new role or password only the caller's own stays.
    if (disabledAt !== null) sessionsEnded = await endSessions(tx, id);
    else if (role !== current.role || passwordHash) sessionsEnded = await endSessions(tx, id, id === by.id ? by.sessionToken : undefined);
    // Never the password or its hash: only that it changed.
    await audit(tx, {
      staffId: by.id,
      action: 'staff.update',
      resource: 'staff',
      resourceId: id,
      before: staffJson(current),
      after: { ...updated, ...(passwordHash ? { password_changed: true } : {}), sessions_ended: sessionsEnded },
    });
    return updated;
  });
}
