import 'server-only';
import { and, asc, count, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '@/lib/server/db/client';
import { isUniqueViolation } from '@/lib/server/db/errors';
import type { AuditResource } from '@/lib/contracts/audit-log';
import type { ConsoleItem } from '@/lib/contracts/console-content';
import { ApiError } from '@/lib/server/errors';
import { invalidatePages } from '@/lib/server/pages/invalidate';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { audit } from './audit';

// One engine for the configuration editors keep (docs/console.md, Content): earning rules,
// levels, badges, daily reward items, redirects, specials, the prize wheel's segments and quizzes.
// Like rewards, a new item is not published; an unpublished item is edited in place; a published
// one keeps what members see and collects its edits in `draft` until it is published. Archived items are not published and no
// longer change. Every write is audited in its own transaction; publish, unpublish and archive
// drop the cached rules and the rendered pages, so members see the change.

type Row = Record<string, unknown> & { draft: unknown; archivedAt: Date | null };
type Input = Record<string, unknown>;
/** The engine's view of a spec: each resource's input type is checked in content-specs.ts. */
type Spec = ContentSpec<Input>;

export type ContentSpec<I extends Record<string, unknown>> = {
  /** The audit log's resource name (earning_rule, level, …). */
  resource: AuditResource;
  table: PgTable;
  /** The column that names an item in the API (id, or an earning rule's step), and its field. */
  key: AnyPgColumn;
  keyField: 'id' | 'step';
  /** The route's key as the column holds it; null: no such item. */
  parseKey: (raw: string) => number | string | null;
  /** The flag members' reads filter on: `published`, or `active` on the older tables. */
  publishedField: 'published' | 'active';
  publishedColumn: AnyPgColumn;
  archivedColumn: AnyPgColumn;
  search: AnyPgColumn[];
  order: AnyPgColumn[];
  input: z.ZodType<I>;
  toInput: (row: Row) => I;
  toColumns: (input: I) => Record<string, unknown>;
  /** Refuses an edit a published-or-not item cannot take (an earning rule's step is fixed). */
  checkUpdate?: (row: Row, input: I) => void;
  /** Checks an input against other tables (a segment's reward exists), on create and every edit (`row`: the item edited, null on create). */
  checkInput?: (tx: Db, input: I, row: Row | null) => Promise<void>;
  /** Columns set when an item is published, from the row as it goes live (a post's publish time, if none was given). */
  onPublish?: (row: Row, now: Date) => Record<string, unknown>;
  /** Each unique constraint of the table by name: the field whose value is taken, and what is said under it. */
  unique?: Record<string, { path: string; message: string }>;
};

const keyOf = (spec: Spec, row: Row) => row[spec.keyField] as number | string;
const status = (spec: Spec, row: Row): ConsoleItem<unknown>['status'] => (row.archivedAt ? 'archived' : row[spec.publishedField] ? 'published' : 'draft');

function json(spec: Spec, row: Row): ConsoleItem<Input> {
  const draft = row.draft ? spec.input.safeParse(row.draft) : null;
  return { id: keyOf(spec, row), live: spec.toInput(row), draft: draft?.success ? draft.data : null, status: status(spec, row) };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Unique columns (a step, slug, path, a level's position or threshold) answer 409 CONTENT_CONFLICT,
 * with the field whose value is taken in `details`, so the editor says it there (docs/api.md, Errors).
 */
async function conflictsAs409<T>(spec: Spec, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const taken = Object.entries(spec.unique ?? {}).find(([constraint]) => isUniqueViolation(err, constraint))?.[1];
    throw new ApiError('CONTENT_CONFLICT', taken ? [taken] : undefined);
  }
}

/** GET /api/console/{resource}: in their order, searched by name, archived ones only when asked. */
export async function listContent(db: Db, spec: Spec, q: { q?: string; limit: number; offset: number; archived: 'true' | 'false' }) {
  const where = and(
    q.archived === 'true' ? isNotNull(spec.archivedColumn) : isNull(spec.archivedColumn),
    q.q ? or(...spec.search.map((c) => ilike(c, `%${escapeLike(q.q!)}%`))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(spec.table)
      .where(where)
      .orderBy(...spec.order.map((c) => asc(c)))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  return { items: (rows as Row[]).map((r) => json(spec, r)), total: Number(total?.n ?? 0) };
}

function byKey(spec: Spec, raw: string): SQL {
  const key = spec.parseKey(raw);
  if (key === null) throw new ApiError('CONTENT_NOT_FOUND');
  return eq(spec.key, key);
}

export async function getContent(db: Db, spec: Spec, key: string) {
  const [row] = await db.select().from(spec.table).where(byKey(spec, key));
  if (!row) throw new ApiError('CONTENT_NOT_FOUND');
  return json(spec, row as Row);
}

async function locked(tx: Db, spec: Spec, key: string) {
  const [row] = await tx.select().from(spec.table).where(byKey(spec, key)).for('update');
  if (!row) throw new ApiError('CONTENT_NOT_FOUND');
  if ((row as Row).archivedAt) throw new ApiError('CONTENT_ARCHIVED');
  return row as Row;
}

/** POST /api/console/{resource}: a new item, not published. */
export async function createContent(db: Db, spec: Spec, staffId: number, input: Input) {
  return conflictsAs409(spec, () =>
    db.transaction(async (tx) => {
      await spec.checkInput?.(tx, input, null);
      const [row] = await tx
        .insert(spec.table)
        .values({ ...spec.toColumns(input), [spec.publishedField]: false } as never)
        .returning();
      const created = json(spec, row as Row);
      await audit(tx, { staffId, action: `${spec.resource}.create`, resource: spec.resource, resourceId: created.id, after: created.live });
      return created;
    }),
  );
}

/** PUT /api/console/{resource}/{key}: in place while unpublished; a published item gets a draft. */
export async function updateContent(db: Db, spec: Spec, staffId: number, key: string, input: Input) {
  return conflictsAs409(spec, () =>
    db.transaction(async (tx) => {
      const row = await locked(tx, spec, key);
      spec.checkUpdate?.(row, input);
      await spec.checkInput?.(tx, input, row);
      const live = Boolean(row[spec.publishedField]);
      const before = live ? (row.draft ?? spec.toInput(row)) : spec.toInput(row);
      const [updated] = await tx
        .update(spec.table)
        .set((live ? { draft: input } : spec.toColumns(input)) as never)
        .where(byKey(spec, key))
        .returning();
      await audit(tx, {
        staffId,
        action: `${spec.resource}.${live ? 'draft' : 'update'}`,
        resource: spec.resource,
        resourceId: keyOf(spec, row),
        before,
        after: input,
      });
      return json(spec, updated as Row);
    }),
  );
}

export type ContentAct = 'publish' | 'unpublish' | 'archive';

/** Publish (a pending draft goes live), unpublish, archive: members see the change at once. */
export async function setContentStatus(db: Db, spec: Spec, staffId: number, key: string, act: ContentAct, now = new Date()) {
  const result = await conflictsAs409(spec, () =>
    db.transaction(async (tx) => {
      const row = await locked(tx, spec, key);
      const pending = row.draft ? spec.input.safeParse(row.draft) : null;
      const columns = pending?.success ? spec.toColumns(pending.data) : {};
      const [updated] = await tx
        .update(spec.table)
        .set({
          ...columns,
          ...(act === 'publish' && spec.onPublish ? spec.onPublish({ ...row, ...columns } as Row, now) : {}),
          draft: null,
          [spec.publishedField]: act === 'publish',
          ...(act === 'archive' ? { archivedAt: now } : {}),
        } as never)
        .where(byKey(spec, key))
        .returning();
      await audit(tx, {
        staffId,
        action: `${spec.resource}.${act}`,
        resource: spec.resource,
        resourceId: keyOf(spec, row),
        before: { status: status(spec, row), ...spec.toInput(row) },
        after: { status: status(spec, updated as Row), ...spec.toInput(updated as Row) },
      });
      return json(spec, updated as Row);
    }),
  );
  clearCatalogCache();
  invalidatePages();
  return result;
}
