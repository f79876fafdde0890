import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The money engine's database functions (lib/server/db/functions/*.sql, one concern per file) are
// applied after the migrations at every start, in file-name order, while the migration lock is
// held: `CREATE OR REPLACE` makes that idempotent, and a changed function needs a changed file, never
// an edited migration. A function whose signature goes away is dropped by a migration.

export const FUNCTIONS_FOLDER = path.resolve(process.cwd(), 'lib/server/db/functions');

/** The statements of every function file, in order (files split at `--> statement-breakpoint`). */
export function functionStatements(folder = FUNCTIONS_FOLDER): string[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => readFileSync(path.join(folder, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Applies the functions with `run` (a client of the locked migration connection). */
export async function applyFunctions(run: (statement: string) => Promise<unknown>, folder = FUNCTIONS_FOLDER) {
  for (const statement of functionStatements(folder)) await run(statement);
}
