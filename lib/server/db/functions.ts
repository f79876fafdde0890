import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every database function and trigger lives in lib/server/db/functions/*.sql; migrations hold DDL and
// data only (docs/architecture.md, "Money engine"). At every start, under the migration lock, the
// folder is applied in one transaction and then the database is made equal to it: whatever the
// transaction did not write (the catalogue row's xmin is another transaction's) and the folder does
// not declare is dropped, overloads included, without parsing signatures. No CASCADE: a stray object
// that something depends on fails the start. test/api/database-functions.test.ts checks the result.

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

const TRIGGER = /^\s*CREATE OR REPLACE TRIGGER\s+(\w+)[\s\S]*?\sON\s+(\w+)/m;

/** The trigger a statement of the folder declares (its name and table), or null. */
export function declaredTrigger(statement: string): { name: string; table: string } | null {
  const m = TRIGGER.exec(statement);
  return m ? { name: m[1]!, table: m[2]! } : null;
}

/**
 * A trigger is created only when it is missing: replacing one would lock its table (the ledger, the
 * members) against every writer of the other processes until the start commits, and could deadlock
 * with a spend. So a changed trigger takes a new name, as a function's changed result type does.
 */
function whenMissing(statement: string): { statement: string; trigger?: string } {
  const trigger = declaredTrigger(statement);
  if (!trigger) return { statement };
  const { name, table } = trigger;
  const body = statement.replace(/;\s*$/, '');
  return {
    trigger: `${table}.${name}`,
    statement: `DO $trigger$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = '${name}' AND tgrelid = 'public.${table}'::regclass) THEN\n${body};\nEND IF; END $trigger$`,
  };
}

/**
 * Drops what the applying transaction did not write (triggers first, a stray one may call a stray
 * function), except the folder's triggers that were already there.
 */
const dropUndeclared = (triggers: string[]) => `DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT t.tgname, c.relname FROM pg_trigger t
             JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND NOT t.tgisinternal AND NOT t.xmin = pg_current_xact_id()::xid
              AND c.relname || '.' || t.tgname <> ALL (ARRAY[${triggers.map((t) => `'${t}'`).join(', ')}]::text[]) LOOP
    EXECUTE format('DROP TRIGGER %I ON public.%I', r.tgname, r.relname);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS routine, p.prokind FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = 'public' AND NOT p.xmin = pg_current_xact_id()::xid
              AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e') LOOP
    EXECUTE format('DROP %s %s', CASE r.prokind WHEN 'a' THEN 'AGGREGATE' WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END, r.routine);
  END LOOP;
END
$$`;

/** Applies the folder and drops the rest with `run` (a client of the locked migration connection). */
export async function applyFunctions(run: (statement: string) => Promise<unknown>, folder = FUNCTIONS_FOLDER) {
  const statements = functionStatements(folder).map(whenMissing);
  const triggers = statements.flatMap((s) => (s.trigger ? [s.trigger] : []));
  await run('BEGIN');
  try {
    for (const { statement } of statements) await run(statement);
    await run(dropUndeclared(triggers));
    await run('COMMIT');
  } catch (err) {
    // The connection goes back to the pool (or serves the app, PGlite): never in a failed transaction.
    await run('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
