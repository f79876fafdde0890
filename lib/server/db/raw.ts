import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

type RawClient = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> };

/** A statement kept as a .sql file in lib/server/db/queries (read once). */
export function loadQuery(name: string): string {
  return readFileSync(path.join(process.cwd(), 'lib/server/db/queries', `${name}.sql`), 'utf8');
}

/**
 * Runs one raw statement on the driver (PGlite or pg), skipping the ORM's per-query type-parser
 * and row mapping work. For measured hot paths only (docs/benchmarks.md); inside a transaction it
 * falls back to the transaction's own connection.
 */
export async function rawRows<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client?: RawClient }).$client;
  if (client && typeof client.query === 'function') return (await client.query(text, params)).rows as T[];
  const chunks = text.split(/\$(\d+)/);
  const query = sql.join(chunks.map((c, i) => (i % 2 ? sql`${params[Number(c) - 1]}` : sql.raw(c))));
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows as T[];
}
