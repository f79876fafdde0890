import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

type RawClient = {
  query: ((text: string, params: unknown[]) => Promise<{ rows: unknown[] }>) &
    ((config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>);
  idleCount?: number;
};

/** A statement kept as a .sql file in lib/server/db/queries (read once). */
export function loadQuery(name: string): string {
  return readFileSync(path.join(process.cwd(), 'lib/server/db/queries', `${name}.sql`), 'utf8');
}

/**
 * Runs one raw statement on the driver (PGlite or pg; on pg a `name` makes it a prepared statement), skipping the ORM's per-query type-parser
 * and row mapping work. For measured hot paths only (docs/benchmarks.md); inside a transaction it
 * falls back to the transaction's own connection.
 */
export async function rawRows<T>(db: Db, text: string, params: unknown[], name?: string): Promise<T[]> {
  const client = (db as unknown as { $client?: RawClient }).$client;
  if (client && typeof client.query === 'function') {
    // With a name, a pg pool prepares the statement once per connection (no parse and plan per call).
    if (name && client.idleCount !== undefined) return (await client.query({ name, text, values: params })).rows as T[];
    return (await client.query(text, params)).rows as T[];
  }
  const chunks = text.split(/\$(\d+)/);
  const query = sql.join(chunks.map((c, i) => (i % 2 ? sql`${params[Number(c) - 1]}` : sql.raw(c))));
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows as T[];
}

/** Rows of a drizzle `sql` statement on either driver. */
export async function execRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The database refused a text it cannot store (a NUL character, invalid UTF-8: SQLSTATE 22021 or
 * 22P05), wherever the driver wraps it: the request's input was bad, not the server.
 */
export function isUnstorableText(err: unknown): boolean {
  return databaseError(err, (e) => e.code === '22021' || e.code === '22P05') !== null;
}

type DriverError = { code?: string; message?: string; detail?: string; cause?: unknown };

/** The first error in the chain (the error, its cause, …) that matches: the drivers wrap differently. */
function databaseError(err: unknown, match: (e: DriverError) => boolean): DriverError | null {
  for (let e = err as DriverError | undefined, i = 0; e && i < 5; e = e.cause as DriverError | undefined, i++) if (match(e)) return e;
  return null;
}

/**
 * A refusal raised by one of our database functions (SQLSTATE RA001, the error code as message,
 * JSON details as DETAIL), wherever the driver wraps it; null for any other error.
 */
export function raisedError(err: unknown): { code: string; details?: unknown } | null {
  const e = databaseError(err, (x) => x.code === 'RA001' && Boolean(x.message));
  if (!e) return null;
  let details: unknown;
  try {
    details = e.detail ? JSON.parse(e.detail) : undefined;
  } catch {
    details = undefined;
  }
  return { code: e.message!, details };
}
