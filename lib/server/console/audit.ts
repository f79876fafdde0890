import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { auditLog, staff } from '@/lib/server/db/schema';
import type { AuditEntry } from '@/lib/contracts/console';
import type { AuditAction, AuditResource } from '@/lib/contracts/audit-log';

// The audit log (docs/console.md, Audit log): every staff write, with the values before and after,
// in the same transaction as the write. The table is append-only (lib/server/db/functions/85-audit-log.sql).

type Entry = { staffId: number | null; action: AuditAction; resource: AuditResource; resourceId?: string | number | null; before?: unknown; after?: unknown };

const asRecord = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' ? (JSON.parse(JSON.stringify(v)) as Record<string, unknown>) : null;

export async function audit(tx: Db, e: Entry) {
  await tx.insert(auditLog).values({
    staffId: e.staffId,
    action: e.action,
    resource: e.resource,
    resourceId: e.resourceId === undefined || e.resourceId === null ? null : String(e.resourceId),
    before: asRecord(e.before),
    after: asRecord(e.after),
  });
}

/** GET /api/console/audit: newest first, by resource, record and staff member. */
export async function auditEntries(db: Db, q: { resource?: string; resource_id?: string; staff_id?: number; limit: number; before?: number }) {
  const rows = await db
    .select({ entry: auditLog, email: staff.email })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(
      and(
        q.resource ? eq(auditLog.resource, q.resource) : undefined,
        q.resource_id ? eq(auditLog.resourceId, q.resource_id) : undefined,
        q.staff_id ? eq(auditLog.staffId, q.staff_id) : undefined,
        q.before ? lt(auditLog.id, q.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const items: AuditEntry[] = page.map(({ entry: e, email }) => ({
    id: e.id,
    at: e.at.toISOString(),
    staff: e.staffId !== null && email !== null ? { id: e.staffId, email } : null,
    action: e.action,
    resource: e.resource,
    resource_id: e.resourceId,
    before: e.before ?? null,
    after: e.after ?? null,
  }));
  return { items, next_before: rows.length > q.limit ? page[page.length - 1]!.entry.id : null };
}
